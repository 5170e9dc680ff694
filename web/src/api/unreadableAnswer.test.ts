// An answer that is not the API's own (a proxy's page, a plain-text error) is told as a sentence for a
// person, never its body or its status text (issue 26).
import { NETWORK_REQUEST_ERROR } from '@prep/domain';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { createApiClient } from './client';
import { SERVER_TROUBLE, TOO_LARGE, TOO_MANY_REQUESTS, UNREACHABLE, unreadableAnswerMessage } from './unreadableAnswer';

const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

describe('the sentence for an answer that is not the API’s', () => {
  it('by status: a gateway that found no server, too large, too many, anything else', () => {
    expect([502, 503, 504].map(unreadableAnswerMessage)).toEqual([UNREACHABLE, UNREACHABLE, UNREACHABLE]);
    expect(UNREACHABLE).toBe('The server could not be reached. Please try again in a moment.');
    expect(unreadableAnswerMessage(413)).toBe(TOO_LARGE);
    expect(unreadableAnswerMessage(429)).toBe(TOO_MANY_REQUESTS);
    expect([500, 404, 400, 418].map(unreadableAnswerMessage)).toEqual(Array(4).fill(SERVER_TROUBLE));
  });

  it('replaces an HTML page or a plain text, keeping the body for screens that show it as it came', () => {
    const page = ApiError.fromResponse(502, NGINX_502);
    expect(page.message).toBe(UNREACHABLE);
    expect(page.isUnreadable).toBe(true);
    expect(page.body).toBe(NGINX_502);
    const text = ApiError.fromResponse(500, 'Internal Server Error');
    expect(text.message).toBe(SERVER_TROUBLE);
    const empty = ApiError.fromResponse(504, undefined);
    expect(empty.message).toBe(UNREACHABLE);
    // JSON that is not an error body (a proxy's own JSON) is not the API's either.
    expect(ApiError.fromResponse(502, { statusCode: 502, error: 'Bad Gateway' }).message).toBe(UNREACHABLE);
  });

  it('keeps the API’s own error as it said it', () => {
    const own = ApiError.fromResponse(409, { message: 'Time is up', code: 'time_up' });
    expect(own.message).toBe('Time is up');
    expect(own.isUnreadable).toBe(false);
  });

  it('reaches the caller of the API client: the 502 page of a proxy, and no answer at all', async () => {
    const answers = [
      new Response(NGINX_502, { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }),
    ];
    const client = createApiClient({
      tokens: createSessionStore(window.sessionStorage),
      onSessionExpired: () => undefined,
      fetch: async () => {
        const answer = answers.shift();
        if (!answer) throw new TypeError('Failed to fetch');
        return answer;
      },
    });
    await expect(client.get('/api/courses/', { auth: false })).rejects.toMatchObject({
      status: 502,
      message: UNREACHABLE,
    });
    await expect(client.get('/api/courses/', { auth: false })).rejects.toMatchObject({
      status: 0,
      message: NETWORK_REQUEST_ERROR,
    });
  });
});
