// The security headers LTI opens (issue 29): its pages and the web app's landing pages may be framed by
// the registered platforms only; every other page keeps the app's (no frame at all). The cookie fallback:
// a launch whose cookie the browser blocked in the frame goes on in a new window, safely.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../test/fixtures';
import { ROLE } from '../test/lti-claims';
import {
  formFields,
  landingOf,
  launchAs,
  login,
  type LtiWorld,
  postForm,
  registerPlatform,
  startLtiWorld,
} from '../test/lti-world';

let world: LtiWorld;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'lti-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  world = await startLtiWorld({ WEB_DIST: web });
  const client = await createClient(world.t.db, { assign_test_for_class: true });
  await registerPlatform(world.t.db, world.fake, client.client_id);
});
afterAll(() => world.close());

const get = (path: string) => fetch(`${world.origin}${path}`, { redirect: 'manual' });
const directive = (res: { headers: Headers }, name: string) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

const launchedFrom = (origin: string) => ({
  'https://purl.imsglobal.org/spec/lti/claim/launch_presentation': { return_url: `${origin}/courses/1` },
});

const learner = {
  sub: 'learner-h',
  roles: [ROLE.learner],
  context: { id: 'c', title: 'C' },
  resourceLink: { id: 'r' },
};

describe('framing', () => {
  it('the landing page may be framed by the registered platforms; the other pages by no one', async () => {
    const landing = await get('/lms/?to=%2Fstudent%2Fdashboard');
    expect(landing.status).toBe(200);
    expect(directive(landing, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer}`);
    expect(landing.headers.get('x-frame-options')).toBeNull();
    const other = await get('/student/dashboard');
    expect(other.status).toBe(200);
    expect(directive(other, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(other.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directive(other, 'form-action')).toBe("form-action 'self'");
  });

  it('the picker may post to its platform only', async () => {
    const launched = await launchAs(world, {
      ...learner,
      sub: 'teacher-h',
      roles: [ROLE.instructor],
      messageType: 'LtiDeepLinkingRequest',
    });
    const { to } = landingOf(launched.location);
    // The landing page goes on to the picker in the same document; the picker loaded again is framed too.
    for (const page of [new URL(launched.location).pathname + new URL(launched.location).search, to]) {
      const picker = await get(page);
      expect(directive(picker, 'form-action')).toBe(`form-action 'self' ${world.fake.issuer}`);
      expect(directive(picker, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer}`);
    }
    const student = await get('/lms/?to=%2Fstudent%2Fdashboard');
    expect(directive(student, 'form-action')).toBe("form-action 'self'");
  });

  it("LTI's own pages (a refusal) are framed by the platforms, run no script, post only to the app", async () => {
    const refused = await login(world, { iss: 'https://nowhere.example' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-frame-options')).toBeNull();
    expect(directive(refused, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer}`);
    expect(directive(refused, 'script-src')).toBe("script-src 'none'");
    expect(directive(refused, 'form-action')).toBe("form-action 'self'");
  });

  it('the login sets the state cookie for cross-site posts, on /lti/ only', async () => {
    const started = await login(world);
    expect(started.status).toBe(302);
    expect(started.headers.get('set-cookie')).toMatch(
      /^lti_state_[0-9a-f]{16}=[A-Za-z0-9_-]+; Path=\/lti\/; Max-Age=300; HttpOnly; Secure; SameSite=None$/,
    );
    const location = new URL(started.location);
    expect(location.origin + location.pathname).toBe(world.fake.registration.auth_login_url);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: world.fake.clientId,
      redirect_uri: `${world.origin}/lti/launch`,
      login_hint: 'hint-1',
      lti_message_hint: 'message-hint',
    });
  });
});

describe('the cookie fallback', () => {
  it('a launch without its cookie in the frame opens in a new window, where it goes on once', async () => {
    const framed = await launchAs(world, learner, { cookie: false, headers: { 'sec-fetch-dest': 'iframe' } });
    expect(framed.status).toBe(200);
    expect(framed.body).toContain('target="_blank"');
    expect(directive(framed, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer}`);
    const fields = formFields(framed.body);
    expect(fields).toEqual({ id_token: framed.idToken, state: framed.state, window: '1' });
    // Another site cannot send it on: its form says where it came from.
    const forged = await postForm(world.origin, '/lti/launch', fields, {
      origin: 'https://evil.example',
      'sec-fetch-dest': 'document',
    });
    expect(forged.status).toBe(401);
    const opened = await postForm(world.origin, '/lti/launch', fields, {
      origin: world.origin,
      'sec-fetch-dest': 'document',
    });
    expect(opened.status).toBe(303);
    expect(landingOf(opened.location).code).not.toBe('');
    // The state is spent: the same window again is refused.
    const again = await postForm(world.origin, '/lti/launch', fields, { origin: world.origin });
    expect(again.status).toBe(401);
  });
});

describe('origins learnt (run last: every test above sees the registered origins alone)', () => {
  it("learns the LMS's own pages from its signed launches: a Canvas school's domain may frame the landing", async () => {
    const school = 'https://school.lms.test';
    const launched = await launchAs(world, {
      ...learner,
      sub: 'learner-canvas',
      extra: {
        'https://purl.imsglobal.org/spec/lti/claim/launch_presentation': {
          document_target: 'iframe',
          return_url: `${school}/courses/1/external_content/success/external_tool_redirect`,
        },
      },
    });
    expect(launched.status).toBe(303);
    const landing = await get('/lms/?to=%2Fstudent%2Fdashboard');
    expect(directive(landing, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer} ${school}`);
    // A second launch naming it again keeps it once.
    await launchAs(world, { ...learner, sub: 'learner-canvas', extra: launchedFrom(school) });
    const again = await get('/lms/?to=%2Fstudent%2Fdashboard');
    expect(directive(again, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${world.fake.issuer} ${school}`);
  });
});
