import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { LTI_PLATFORM_MESSAGES, type LtiPlatform } from '@prep/domain';
import { clientAdminSignedIn, notice } from '../test/clientAdminSession';
import { renderAt } from '../test/render';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TOOL = {
  login_url: 'https://prep.example.org/lti/login',
  launch_url: 'https://prep.example.org/lti/launch',
  jwks_url: 'https://prep.example.org/lti/jwks',
  deep_link_url: 'https://prep.example.org/lti/launch',
};

const moodle: LtiPlatform = {
  id: 3,
  name: 'Moodle',
  issuer: 'https://moodle.school.example',
  client_id: 'abc123',
  deployment_ids: ['1', '2'],
  auth_login_url: 'https://moodle.school.example/mod/lti/auth.php',
  auth_token_url: 'https://moodle.school.example/mod/lti/token.php',
  keyset_url: 'https://moodle.school.example/mod/lti/certs.php',
  program: 'SAT',
  client: 1,
  created_at: '2026-11-28T10:00:00.000Z',
  tool: TOOL,
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The server of this screen, in memory: client 1 with the platforms given; `refuse` answers a save with a 400. */
function fakeServer(platforms: LtiPlatform[], refuse?: { field: string; message: string }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    if (url === '/api/client/1/') return reply({ ClientName: 'Demo Academy', assign_test_for_class: false });
    if (url === '/api/courses/')
      return reply([
        { course_id: 1, course_type: 'SAT', course_short_descr: '', course_long_descr: '' },
        { course_id: 2, course_type: 'ACT', course_short_descr: '', course_long_descr: '' },
      ]);
    if (url === '/api/lti/platform/' && method === 'GET') return reply(platforms);
    if (refuse && (method === 'POST' || method === 'PUT'))
      return reply(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: refuse.message,
          fields: { [refuse.field]: [refuse.message] },
        },
        400,
      );
    if (url === '/api/lti/platform/' && method === 'POST') {
      const created = { ...(body as LtiPlatform), id: 9, client: 1, created_at: moodle.created_at, tool: TOOL };
      platforms.push(created);
      return reply(created, 201);
    }
    if (url === '/api/lti/platform/3/' && method === 'DELETE') {
      platforms.splice(0, 1);
      return reply({ message: LTI_PLATFORM_MESSAGES.deleted });
    }
    return reply({ statusCode: 404, error: 'Not Found', message: `unexpected ${method} ${url}` }, 404);
  });
  return { fetch, calls };
}

clientAdminSignedIn(2);

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LMS connections', () => {
  it('lists the connections, loads the first, and shows the addresses to paste with copy buttons', async () => {
    vi.stubGlobal('fetch', fakeServer([{ ...moodle }]).fetch);
    renderAt('/client/lms');
    await screen.findByRole('heading', { name: 'Edit connection' }, { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'LMS connections' })).toBeTruthy();
    expect((screen.getByLabelText(/Platform ID/) as HTMLInputElement).value).toBe(moodle.issuer);
    expect((screen.getByLabelText(/Deployment IDs/) as HTMLTextAreaElement).value).toBe('1\n2');
    const panel = screen.getByRole('region', { name: 'What to paste into your LMS' });
    expect((within(panel).getByLabelText('Login initiation URL (OpenID Connect)') as HTMLInputElement).value).toBe(
      TOOL.login_url,
    );
    expect((within(panel).getByLabelText('Deep linking URL') as HTMLInputElement).value).toBe(TOOL.launch_url);
    expect(within(panel).getByRole('button', { name: 'Copy: Public keyset URL (JWKS)' })).toBeTruthy();
    expect(panel.textContent).toContain('Manage tools');
    expect(panel.textContent).toContain('LtiDeepLinkingRequest');
  });

  it('with none yet: the addresses of this origin; refuses an empty form, then adds one, sending the deployment ids as a list', async () => {
    const server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/lms');
    await screen.findByText('No LMS connected yet', {}, { timeout: 5000 });
    const panel = screen.getByRole('region', { name: 'What to paste into your LMS' });
    expect((within(panel).getByLabelText('Redirect URL (launch)') as HTMLInputElement).value).toBe(
      `${window.location.origin}/lti/launch`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect((await notice()).textContent).toBe(LTI_PLATFORM_MESSAGES.issuer);
    notifications.clean();
    fill(/Platform ID/, 'https://canvas.instructure.com');
    fill(/^Client ID/, '10000000000001');
    fill(/Deployment IDs/, ' 7:abc \n\n8:def');
    fill(/Authentication request URL/, 'https://sso.canvaslms.com/api/lti/authorize_redirect');
    fill(/Access token URL/, 'https://sso.canvaslms.com/login/oauth2/token');
    fill(/^Public keyset URL(?! \(JWKS)/, 'https://sso.canvaslms.com/api/lti/security/jwks');
    fill(/Program/, 'ACT');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: '',
      issuer: 'https://canvas.instructure.com',
      client_id: '10000000000001',
      deployment_ids: ['7:abc', '8:def'],
      auth_login_url: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
      auth_token_url: 'https://sso.canvaslms.com/login/oauth2/token',
      keyset_url: 'https://sso.canvaslms.com/api/lti/security/jwks',
      program: 'ACT',
    });
    expect(await screen.findByText(LTI_PLATFORM_MESSAGES.added)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'https://canvas.instructure.com' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Edit connection' });
  });

  it('shows the server’s refusal, beside the field it names', async () => {
    const refuse = { field: 'auth_login_url', message: LTI_PLATFORM_MESSAGES.httpsOnly };
    vi.stubGlobal('fetch', fakeServer([{ ...moodle }], refuse).fetch);
    renderAt('/client/lms');
    await screen.findByRole('heading', { name: 'Edit connection' }, { timeout: 5000 });
    fill(/Authentication request URL/, 'http://moodle.school.example/mod/lti/auth.php');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await notice()).textContent).toBe(LTI_PLATFORM_MESSAGES.httpsOnly);
    await waitFor(() => expect(screen.getAllByText(LTI_PLATFORM_MESSAGES.httpsOnly).length).toBeGreaterThan(1));
  });

  it('deletes a connection once confirmed, and keeps it when the delete is cancelled', async () => {
    const server = fakeServer([{ ...moodle }]);
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/client/lms');
    await screen.findByRole('heading', { name: 'Edit connection' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((await notice()).textContent).toBe(LTI_PLATFORM_MESSAGES.safe);
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    notifications.clean();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText(LTI_PLATFORM_MESSAGES.deleted)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE' && c.url === '/api/lti/platform/3/')).toBe(true);
    await screen.findByText('No LMS connected yet');
  });
});
