import {
  CLIENT_APP_TYPE,
  REQUEST_MESSAGES,
  REQUEST_TIMEOUT_MS,
  RETCODE,
  TOKEN_HEADER,
  httpStatusMessage,
  type ApiEnvelope,
  type ApiGetPath,
  type ApiPostPath,
} from '@tcm/shared';
import { paths } from '@/config/paths';
import { currentPagePath, navigateTo } from './navigation';
import { notifier } from './notifier';
import { endSession } from './auth-session';
import { getToken } from './session';

/**
 * The one request client (§7) and the one place the error catalogue (§8) is
 * shown. Every call resolves with the envelope whatever its retcode — except
 * 401, which ends the session — and rejects only for transport failures,
 * after the matching toast has been shown. A `quiet` call shows nothing and
 * hands 401 back like any other retcode.
 */

const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** Ours, not the spec's: a 2xx answer that is not an envelope (e.g. an HTML page). */
export const BAD_RESPONSE_MESSAGE = '服务器返回的数据格式有误';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Sends this token instead of the stored one: pre-issued credentials from
   * another sub-platform are checked with the server before they are stored.
   */
  token?: string;
  /**
   * §8 "swallowed silently" (silent login, member-detail checks): no toast,
   * and retcode 401 comes back to the caller instead of ending the session.
   * Transport failures still reject.
   */
  quiet?: boolean;
}

export interface UploadOptions extends RequestOptions {
  /** Fraction sent so far, 0…1. */
  onProgress?: (fraction: number) => void;
  /** Parameters sent in the query string (e.g. an upload's scene). */
  query?: QueryParams;
}

/** Why a request was rejected; the user has already been told. */
export class RequestError extends Error {
  constructor(
    readonly kind: 'http' | 'no-response' | 'timeout' | 'bad-response' | 'login-expired' | 'aborted' | 'refused',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** §7: GET payloads become a query string without null, undefined or empty values. */
export function buildQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    search.append(key, String(value));
  }
  return search.toString();
}

/** `api/uploadFile` and `/api/uploadFile` are the same call (§7). */
export function apiUrl(path: string, query = ''): string {
  const normalised = path.startsWith('/') || /^https?:\/\//.test(path) ? path : `/${path}`;
  const url = /^https?:\/\//.test(normalised) ? normalised : API_BASE + normalised;
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function authHeaders(options: RequestOptions): Record<string, string> {
  return { [TOKEN_HEADER]: options.token ?? getToken() ?? '' };
}

// ---------------------------------------------------------------- §8 handling

let loginExpiredOpen = false;

/**
 * The one place where retcode 401 becomes a login redirect: tell the user,
 * and when they close the message clear the session and go to /login with
 * the current page as redirect. Parallel 401s share one dialog.
 */
export function handleLoginExpired(): void {
  if (loginExpiredOpen) return;
  loginExpiredOpen = true;
  notifier().alertError(REQUEST_MESSAGES.loginExpired, () => {
    loginExpiredOpen = false;
    endSession();
    const here = currentPagePath();
    const alreadyOnLogin = window.location.pathname === paths.login.path;
    navigateTo(alreadyOnLogin ? here : paths.login.getHref(here));
  });
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'retcode' in value;
}

/** The toast of a failure, unless the caller asked for silence. */
function tell(quiet: boolean | undefined, text: string): void {
  if (!quiet) notifier().error(text);
}

function settleEnvelope<T>(body: unknown, quiet: boolean | undefined): ApiEnvelope<T> {
  if (!isEnvelope(body)) failBadResponse(quiet);
  if (body.retcode === RETCODE.LOGIN_EXPIRED && !quiet) {
    handleLoginExpired();
    throw new RequestError('login-expired', REQUEST_MESSAGES.loginExpired);
  }
  return body as ApiEnvelope<T>;
}

function failBadResponse(quiet: boolean | undefined): never {
  tell(quiet, BAD_RESPONSE_MESSAGE);
  throw new RequestError('bad-response', BAD_RESPONSE_MESSAGE);
}

function failHttp(status: number, quiet: boolean | undefined): never {
  const text = httpStatusMessage(status);
  tell(quiet, text);
  throw new RequestError('http', text, status);
}

function failNoResponse(timedOut: boolean, quiet: boolean | undefined): never {
  tell(quiet, REQUEST_MESSAGES.noResponse);
  if (timedOut) tell(quiet, REQUEST_MESSAGES.timeout);
  throw new RequestError(timedOut ? 'timeout' : 'no-response', REQUEST_MESSAGES.noResponse);
}

// ---------------------------------------------------------------- fetch calls

/** fetch with the timeout and the caller's abort; transport failures and non-2xx statuses reject here. */
async function transport(url: string, init: RequestInit, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
  } catch {
    if (options.signal?.aborted && !timedOut) throw new RequestError('aborted', 'aborted');
    failNoResponse(timedOut, options.quiet);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (!response.ok) failHttp(response.status, options.quiet);
  return response;
}

async function readEnvelope<T>(response: Response, quiet: boolean | undefined): Promise<ApiEnvelope<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    failBadResponse(quiet);
  }
  return settleEnvelope<T>(body, quiet);
}

async function send<T>(url: string, init: RequestInit, options: RequestOptions): Promise<ApiEnvelope<T>> {
  return readEnvelope<T>(await transport(url, init, options), options.quiet);
}

/** GET with the payload (plus appType) as query string. */
export function get<T>(path: string, params: QueryParams = {}, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const query = buildQueryString({ ...params, appType: CLIENT_APP_TYPE });
  return send<T>(apiUrl(path, query), { method: 'GET', headers: authHeaders(options) }, options);
}

/** POST with the payload (plus appType) as JSON body. */
export function post<T>(path: string, body: object = {}, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  return send<T>(
    apiUrl(path),
    {
      method: 'POST',
      headers: { ...authHeaders(options), 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ ...body, appType: CLIENT_APP_TYPE }),
    },
    options,
  );
}

/**
 * A file behind a session (a template, an export), fetched with the Token header: the server reads
 * the session from the header only (§6), so a plain link would arrive as a visitor. A refusal comes
 * back as the envelope: 401 goes through the one handler, any other message is shown, and it rejects.
 */
export async function download(path: string, params: QueryParams = {}, options: RequestOptions = {}): Promise<Blob> {
  const query = buildQueryString({ ...params, appType: CLIENT_APP_TYPE });
  const response = await transport(apiUrl(path, query), { method: 'GET', headers: authHeaders(options) }, options);
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return response.blob();
  const envelope = await readEnvelope<unknown>(response, options.quiet);
  tell(options.quiet, envelope.retmsg);
  throw new RequestError('refused', envelope.retmsg);
}

// ---------------------------------------------------------------- multipart

export type UploadFields = Record<string, string | Blob | { blob: Blob; filename: string }>;

function toFormData(fields: UploadFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else if (value instanceof Blob) form.append(key, value);
    else form.append(key, value.blob, value.filename);
  }
  form.append('appType', String(CLIENT_APP_TYPE));
  return form;
}

/** Multipart POST through XHR, the only way to observe upload progress. */
export function upload<T>(path: string, fields: UploadFields, options: UploadOptions = {}): Promise<ApiEnvelope<T>> {
  return new Promise<ApiEnvelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query ? buildQueryString(options.query) : ''));
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(authHeaders(options))) xhr.setRequestHeader(name, value);
    if (options.onProgress) {
      const onProgress = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    const settle = (work: () => ApiEnvelope<T>) => {
      try {
        resolve(work());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status < 200 || xhr.status >= 300) failHttp(xhr.status, options.quiet);
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          failBadResponse(options.quiet);
        }
        return settleEnvelope<T>(body, options.quiet);
      });
    xhr.onerror = () => settle(() => failNoResponse(false, options.quiet));
    xhr.ontimeout = () => settle(() => failNoResponse(true, options.quiet));
    xhr.onabort = () => reject(new RequestError('aborted', 'aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(toFormData(fields));
  });
}

/** A file link the server handed out (`/files/<key>`, possibly signed): downloaded as it is. */
export type FileLink = `/files/${string}`;

/**
 * The request client's file calls: a multipart upload and a file download, their paths the ones the
 * server registers (`ApiPostPath`/`ApiGetPath`, generated from its route catalogue). Every JSON call
 * goes through its endpoint's descriptor instead (`call()` in ./call.ts, issue #19 §3), so a path or
 * a body the server does not take fails `npm run typecheck`. The functions above take any path, for tests.
 */
export const request: {
  upload<T>(path: ApiPostPath, fields: UploadFields, options?: UploadOptions): Promise<ApiEnvelope<T>>;
  download(path: ApiGetPath | FileLink, params?: QueryParams, options?: RequestOptions): Promise<Blob>;
} = { upload, download };
