import { APP_DISTRIBUTION, APPLICATION_ID, HEADER_NAMES } from './http-headers';
import { HttpError, serverMessage } from './http-error';
import { toQueryString, type QueryParams } from './query-string';
import { isRetryableStatus, retryDelayMs, type RetryPolicy } from './retry-policy';
import { StaleRequestTracker, StaleResponseError } from './stale-response-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Plain values are sent as JSON; Blob / ArrayBuffer / typed arrays / FormData / URLSearchParams / string are sent as-is. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** No `Authorization` header (e.g. `GET /usernames`). */
  excludeAuth?: boolean;
  signal?: AbortSignal;
  /** Requests sharing a key: only the newest one's answer is delivered (see StaleResponseError). */
  staleKey?: string;
  /** Retry on status ≥ 500 (e.g. MESSAGING_RETRY_POLICY). No retry when absent. */
  retry?: RetryPolicy;
}

type RequestFn = <T>(path: string, options?: RequestOptions) => Promise<T>;

export interface HttpClient {
  get: RequestFn;
  post: RequestFn;
  put: RequestFn;
  patch: RequestFn;
  delete: RequestFn;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
}

export type FetchImpl = (input: string, init: RequestInit) => Promise<Response>;

interface HttpClientOptions {
  /** e.g. `http://localhost:4000`; '' for same-origin relative paths. */
  baseUrl: string;
  /** Sent as `x-application-version` (APP_VERSION, 3.10.0). */
  appVersion: string;
  /** The current id/bearer token, or null when there is none (the header is then left out). */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  fetchImpl?: FetchImpl;
  /** Waits between retries; injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * Called when a request that carried a bearer token answers 401: the member API refuses a token only
   * when it is no longer the member's session (expired, or revoked by a sign-out or a password change
   * elsewhere), so the shell ends the session here too. The request still rejects with its HttpError.
   */
  onTokenRefused?: () => void;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    body instanceof URLSearchParams
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get(HEADER_NAMES.contentType) ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The one HTTP client of the app and its remotes (fetch-based: browser and Node 20).
 * Every call sends `x-application-id: ui-member`, `x-application-version` and `x-application-distribution`,
 * plus `Authorization: Bearer <token>` unless `excludeAuth`. Non-2xx answers reject with HttpError.
 * Answers are parsed as JSON when the content type says so, else returned as text; an empty body is undefined.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl: FetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const stale = new StaleRequestTracker();

  const UNAUTHORIZED = 401;

  async function buildHeaders(requestOptions: RequestOptions, jsonBody: boolean): Promise<Headers> {
    const headers = new Headers();
    headers.set(HEADER_NAMES.applicationId, APPLICATION_ID);
    headers.set(HEADER_NAMES.applicationVersion, options.appVersion);
    headers.set(HEADER_NAMES.applicationDistribution, APP_DISTRIBUTION);
    if (jsonBody) headers.set(HEADER_NAMES.contentType, 'application/json');
    for (const [name, value] of Object.entries(requestOptions.headers ?? {})) headers.set(name, value);
    if (!requestOptions.excludeAuth) {
      const token = await options.getToken();
      if (token) headers.set(HEADER_NAMES.authorization, `Bearer ${token}`);
    }
    return headers;
  }

  async function attempt<T>(method: HttpMethod, url: string, requestOptions: RequestOptions): Promise<T> {
    const { body } = requestOptions;
    const hasBody = body !== undefined;
    const jsonBody = hasBody && !isRawBody(body);
    const init: RequestInit = {
      method,
      headers: await buildHeaders(requestOptions, jsonBody),
      signal: requestOptions.signal ?? null,
    };
    if (hasBody) init.body = jsonBody ? JSON.stringify(body) : (body as BodyInit);
    const response = await fetchImpl(url, init);
    const parsed = await readBody(response);
    if (response.status === UNAUTHORIZED && (init.headers as Headers).has(HEADER_NAMES.authorization)) options.onTokenRefused?.();
    if (!response.ok) throw new HttpError(response.status, serverMessage(response.status, parsed), response.headers, parsed);
    return parsed as T;
  }

  async function withRetry<T>(method: HttpMethod, url: string, requestOptions: RequestOptions): Promise<T> {
    const policy = requestOptions.retry;
    for (let retry = 0; ; retry++) {
      try {
        return await attempt<T>(method, url, requestOptions);
      } catch (error) {
        const canRetry = policy && retry < policy.retries && error instanceof HttpError && isRetryableStatus(error.status);
        if (!canRetry) throw error;
        await sleep(retryDelayMs(policy, retry + 1), requestOptions.signal);
      }
    }
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const url = joinUrl(options.baseUrl, path) + toQueryString(requestOptions.query);
    const { staleKey } = requestOptions;
    if (staleKey === undefined) return withRetry<T>(method, url, requestOptions);
    const isNewest = stale.begin(staleKey);
    try {
      const result = await withRetry<T>(method, url, requestOptions);
      if (!isNewest()) throw new StaleResponseError(staleKey);
      return result;
    } catch (error) {
      if (!isNewest()) throw new StaleResponseError(staleKey);
      throw error;
    }
  }

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, requestOptions) => request('POST', path, requestOptions),
    put: (path, requestOptions) => request('PUT', path, requestOptions),
    patch: (path, requestOptions) => request('PATCH', path, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  };
}
