import { describe, expect, it } from 'vitest';
import { isLocalHostName, LTI_PLATFORM_MESSAGES, ltiPlatformBodySchema } from './lti';

describe('an LMS address', () => {
  it('names this machine or a private network by itself, as the URL parser writes it', () => {
    const host = (url: string) => new URL(url).hostname;
    for (const url of [
      'https://localhost/',
      'https://lms.localhost/',
      'https://127.0.0.1/',
      'https://2130706433/', // 127.0.0.1 written as one number
      'https://0x7f.1/',
      'https://10.0.0.8/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fc00::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://224.0.0.1/',
      'https://198.18.0.1/',
      'https://[2001:db8::1]/',
    ])
      expect(isLocalHostName(host(url)), url).toBe(true);
    for (const url of [
      'https://canvas.instructure.com/',
      'https://172.32.0.1/',
      'https://8.8.8.8/',
      'https://[2606:4700::1]/',
      'https://localhost.school.example/',
    ])
      expect(isLocalHostName(host(url)), url).toBe(false);
  });

  it('is https and public unless local platforms are allowed', () => {
    const body = {
      issuer: 'http://moodle.test',
      client_id: 'x',
      deployment_ids: ['1'],
      auth_login_url: 'http://127.0.0.1:9000/auth',
      auth_token_url: 'https://lms.example/token',
      keyset_url: 'https://lms.example/jwks',
      program: 'SAT',
    };
    const strict = ltiPlatformBodySchema({ allowLocal: false }).safeParse(body);
    expect(strict.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['auth_login_url', LTI_PLATFORM_MESSAGES.httpsOnly],
    ]);
    expect(ltiPlatformBodySchema({ allowLocal: true }).parse(body)).toMatchObject({ name: '', deployment_ids: ['1'] });
  });
});
