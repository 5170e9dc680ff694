import { NETWORK_REQUEST_ERROR } from '@prep/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../session/sessionStore';
import { fakeAccessToken } from '../test/render';
import { ApiError } from './ApiError';
import { createApiClient, dispositionFilename } from './client';

/**
 * A stand-in for the server behind fetch: it accepts one current access token, rotates refresh
 * tokens (each single-use), and answers 401 token_not_valid for anything stale, as the API does.
 */
function fakeServer() {
  let generation = 1;
  const state = {
    access: fakeAccessToken({ sub: '7', role: 'clientadmin', client_id: 3, gen: 1 }),
    refresh: 'refresh-1',
    refreshCalls: 0,
    refreshWorks: true,
    calls: [] as Array<{
      method: string;
      path: string;
      authorization: string | null;
      contentType: string | null;
      body: unknown;
    }>,
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const headers = new Headers(init?.headers);
    state.calls.push({
      method: init?.method ?? 'GET',
      path,
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body: init?.body,
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (path === '/auth/token/refresh/') {
      state.refreshCalls += 1;
      const { refresh } = JSON.parse(String(init?.body)) as { refresh: string };
      if (!state.refreshWorks || refresh !== state.refresh) {
        return json(401, {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Token is invalid or expired',
          code: 'token_not_valid',
        });
      }
      generation += 1;
      state.access = fakeAccessToken({ sub: '7', role: 'clientadmin', client_id: 3, gen: generation });
      state.refresh = `refresh-${generation}`;
      return json(200, { access: state.access, refresh: state.refresh });
    }
    if (headers.get('authorization') !== `Bearer ${state.access}`) {
      return json(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Given token not valid for any token type',
        code: 'token_not_valid',
      });
    }
    if (path === '/api/bad/') {
      return json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Not a valid Email',
        fields: { email: ['Not a valid Email'] },
      });
    }
    if (path === '/quiz/quiz/1/export/?format=qti') {
      return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff]), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="x.zip"; filename*=UTF-8''SAT%20%C3%A9.zip`,
        },
      });
    }
    return json(200, { path, ok: true });
  });

  /** Makes the current access token stale, as its expiry would. */
  const expireAccess = () => {
    state.access = `${state.access}-expired`;
  };
  return { state, fetch, expireAccess };
}

describe('API client', () => {
  let server: ReturnType<typeof fakeServer>;
  let tokens: ReturnType<typeof createSessionStore>;
  let expired: ReturnType<typeof vi.fn<() => void>>;

  const client = () =>
    createApiClient({ tokens, onSessionExpired: expired, fetch: server.fetch as unknown as typeof fetch });

  beforeEach(() => {
    server = fakeServer();
    tokens = createSessionStore(window.sessionStorage);
    tokens.signIn(
      { access: server.state.access, refresh: server.state.refresh },
      {
        role: 'clientadmin',
        client_id: 3,
        client_admin_id: 7,
        email: 'admin@demoacademy.com',
      },
    );
    expired = vi.fn<() => void>();
  });

  it('sends the access token as a Bearer header', async () => {
    await expect(client().get('/api/courses/')).resolves.toEqual({ path: '/api/courses/', ok: true });
    expect(server.state.calls[0]?.authorization).toBe(`Bearer ${server.state.access}`);
  });

  it('sends JSON bodies as JSON and a file (Blob) as its bytes with its own type', async () => {
    await client().post('/api/x/', { a: 1 });
    expect(server.state.calls[0]).toMatchObject({ contentType: 'application/json', body: '{"a":1}' });
    const csv = new Blob(['question_number,option\n1,B\n'], { type: 'text/csv' });
    await client().post('/api/x/', csv);
    expect(server.state.calls[1]).toMatchObject({ contentType: 'text/csv', body: csv });
  });

  it('refreshes an expired access token once, stores the new pair and replays the call', async () => {
    const staleRefresh = server.state.refresh;
    server.expireAccess();
    await expect(client().get('/api/courses/')).resolves.toEqual({ path: '/api/courses/', ok: true });
    expect(server.state.refreshCalls).toBe(1);
    expect(tokens.accessToken()).toBe(server.state.access);
    expect(tokens.refreshToken()).not.toBe(staleRefresh);
    expect(tokens.refreshToken()).toBe(server.state.refresh);
    // The profile survives the refresh.
    expect(tokens.current()?.profile).toMatchObject({ client_admin_id: 7 });
    expect(server.state.calls.map((c) => c.path)).toEqual(['/api/courses/', '/auth/token/refresh/', '/api/courses/']);
  });

  it('shares one refresh among concurrent calls (refresh tokens are single-use)', async () => {
    server.expireAccess();
    const api = client();
    const results = await Promise.all([api.get('/api/a/'), api.get('/api/b/'), api.post('/api/c/', { x: 1 })]);
    expect(results.map((r) => (r as { path: string }).path)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    expect(server.state.refreshCalls).toBe(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh again for a call that failed with a token another call already replaced', async () => {
    const api = client();
    server.expireAccess();
    await api.get('/api/a/');
    expect(server.state.refreshCalls).toBe(1);
    await api.get('/api/b/');
    expect(server.state.refreshCalls).toBe(1);
  });

  it('clears the session and reports it when the refresh is refused', async () => {
    server.expireAccess();
    server.state.refreshWorks = false;
    const error = await client()
      .get('/api/courses/')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(tokens.current()).toBeNull();
  });

  it('parses the error body into status, message and field messages', async () => {
    const error = (await client()
      .post('/api/bad/', {})
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Not a valid Email');
    expect(error.fields).toEqual({ email: ['Not a valid Email'] });
    expect(server.state.refreshCalls).toBe(0);
  });

  it('turns a failed connection into the network error message', async () => {
    const api = createApiClient({
      tokens,
      onSessionExpired: expired,
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    const error = (await api.post('/auth/superadmin/', {}, { auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe(NETWORK_REQUEST_ERROR);
  });

  it('sends no token and never refreshes when auth is off (sign-in calls)', async () => {
    const error = (await client()
      .post('/api/x/', {}, { auth: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(server.state.calls[0]?.authorization).toBeNull();
    expect(error.status).toBe(401);
    expect(server.state.refreshCalls).toBe(0);
    expect(tokens.current()).not.toBeNull();
  });

  it('downloads a file as bytes with the name the server gives, refreshing the token as other calls do', async () => {
    server.expireAccess();
    const file = await client().download('/quiz/quiz/1/export/?format=qti');
    expect(file.filename).toBe('SAT é.zip');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0xff]);
    expect(server.state.refreshCalls).toBe(1);
    const error = (await client()
      .download('/api/bad/')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Not a valid Email');
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFilename('attachment; filename="SAT Test.gift.txt"')).toBe('SAT Test.gift.txt');
    expect(dispositionFilename('attachment; filename=test.json')).toBe('test.json');
    expect(dispositionFilename("attachment; filename*=UTF-8''a%2Fb.zip")).toBe('a/b.zip');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
