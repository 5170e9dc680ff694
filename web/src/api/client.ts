import { msg, type RefreshResponse } from '@prep/domain';
import type { TokenStore } from '../session/sessionStore';
import { ApiError, isTokenNotValid } from './ApiError';

export interface RequestOptions {
  /** Send the access token and refresh it when it has expired. Off for the sign-in calls. @default true */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends RequestOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called as the body goes out; starts again from zero if the call is replayed after a token refresh. */
  onProgress?: (progress: UploadProgress) => void;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions, body?: unknown): Promise<T>;
  /** Multipart upload with progress (XMLHttpRequest, since fetch reports no upload progress). */
  upload<T>(path: string, form: FormData, options?: UploadOptions): Promise<T>;
  /** A file the server sends (an export): its bytes as they came, and the name its Content-Disposition gives. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (`filename*=UTF-8''…` or `filename="…"`), else null. */
  filename: string | null;
}

/** The file name a Content-Disposition header gives, or null. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // a broken encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

export interface ApiClientConfig {
  tokens: TokenStore;
  /** Called once the session cannot be renewed, after the tokens are cleared. */
  onSessionExpired: () => void;
  baseUrl?: string;
  fetch?: typeof fetch;
  createXhr?: () => XMLHttpRequest;
}

interface RawResponse {
  status: number;
  statusText: string;
  body: unknown;
}

/** One try at a call with the given access token (or none). */
type Attempt = (accessToken: string | null) => Promise<RawResponse>;

const REFRESH_PATH = '/auth/token/refresh/';

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const authorization = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? '';
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = config.createXhr ?? (() => new XMLHttpRequest());
  // Refresh tokens are single-use, so concurrent 401s must share one refresh call.
  let refreshing: Promise<string> | null = null;

  function expire(): never {
    config.tokens.clear();
    config.onSessionExpired();
    throw new ApiError(401, msg('Your session has ended. Please sign in again.'), { code: 'token_not_valid' });
  }

  async function refreshOnce(): Promise<string> {
    const refresh = config.tokens.refreshToken();
    if (!refresh) expire();
    // A network failure here rejects without clearing: no answer is not a verdict on the token.
    const response = await fetchAttempt('POST', REFRESH_PATH, { refresh }, {})(null);
    const pair = response.body as Partial<RefreshResponse> | undefined;
    if (response.status !== 200 || typeof pair?.access !== 'string' || typeof pair.refresh !== 'string') expire();
    config.tokens.replaceTokens(pair.access, pair.refresh);
    return pair.access;
  }

  /** A fresh access token to replace `stale`: the one another call already obtained, or a new one. */
  function renewed(stale: string): Promise<string> {
    const current = config.tokens.accessToken();
    if (current && current !== stale) return Promise.resolve(current);
    refreshing ??= refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function run<T>(attempt: Attempt, auth: boolean): Promise<T> {
    const token = auth ? config.tokens.accessToken() : null;
    let response = await attempt(token);
    if (token && isTokenNotValid(response.status, response.body)) {
      response = await attempt(await renewed(token));
      if (isTokenNotValid(response.status, response.body)) expire();
    }
    if (response.status < 200 || response.status >= 300) {
      throw ApiError.fromResponse(response.status, response.body);
    }
    return response.body as T;
  }

  function fetchAttempt(method: string, path: string, body: unknown, options: RequestOptions): Attempt {
    // A form goes as multipart; a Blob (a CSV file) as its bytes with its own type; anything else as JSON.
    const raw = body instanceof FormData || body instanceof Blob;
    const contentType: Record<string, string> =
      body === undefined || body instanceof FormData
        ? {}
        : { 'Content-Type': body instanceof Blob ? body.type || 'application/octet-stream' : 'application/json' };
    return async (token) => {
      let res: Response;
      try {
        res = await fetchImpl(baseUrl + path, {
          method,
          headers: {
            Accept: 'application/json',
            ...contentType,
            ...options.headers,
            ...authorization(token),
          },
          body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw ApiError.network();
      }
      const text = await res.text();
      return { status: res.status, statusText: res.statusText, body: parseBody(text, res.headers.get('content-type')) };
    };
  }

  /** Like fetchAttempt, but a success keeps its bytes (an export may be a zip) instead of being read as text. */
  function blobAttempt(path: string, options: RequestOptions): Attempt {
    return async (token) => {
      let res: Response;
      try {
        res = await fetchImpl(baseUrl + path, {
          headers: { ...options.headers, ...authorization(token) },
          signal: options.signal,
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw ApiError.network();
      }
      if (res.ok) {
        const file: DownloadedFile = {
          blob: await res.blob(),
          filename: dispositionFilename(res.headers.get('content-disposition')),
        };
        return { status: res.status, statusText: res.statusText, body: file };
      }
      const text = await res.text();
      return { status: res.status, statusText: res.statusText, body: parseBody(text, res.headers.get('content-type')) };
    };
  }

  function xhrAttempt(path: string, form: FormData, options: UploadOptions): Attempt {
    return (token) =>
      new Promise<RawResponse>((resolve, reject) => {
        const xhr = createXhr();
        xhr.open(options.method ?? 'POST', baseUrl + path);
        const headers = { Accept: 'application/json', ...options.headers, ...authorization(token) };
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.total });
        xhr.onload = () =>
          resolve({
            status: xhr.status,
            statusText: xhr.statusText,
            body: parseBody(xhr.responseText, xhr.getResponseHeader('content-type')),
          });
        xhr.onerror = () => reject(ApiError.network());
        xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
        options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        options.onProgress?.({ loaded: 0, total: 0 });
        xhr.send(form);
      });
  }

  const call = <T>(method: string, path: string, body: unknown, options: RequestOptions = {}) =>
    run<T>(fetchAttempt(method, path, body, options), options.auth ?? true);

  return {
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    patch: (path, body, options) => call('PATCH', path, body, options),
    delete: (path, options, body) => call('DELETE', path, body, options),
    upload: (path, form, options = {}) => run(xhrAttempt(path, form, options), options.auth ?? true),
    download: (path, options = {}) => run<DownloadedFile>(blobAttempt(path, options), options.auth ?? true),
  };
}
