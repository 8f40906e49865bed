import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS, TOAST_SECONDS, type PageQuery, type okSchema } from '@pfs/domain';
import { feedback } from './feedback';
import { tokenCookie } from './cookies';
import { ApiError, classifyResponse } from './response-code';

export { ApiError };

let reloginOpen = false;

/** Spec §8: 50014 → a 重新登录 dialog (once at a time); confirming clears the token and reloads. */
function askRelogin() {
  if (reloginOpen) return;
  reloginOpen = true;
  feedback.modal.confirm({
    title: '重新登录',
    content: '登录状态已过期，您可以留在本页，或者重新登录',
    okText: '重新登录',
    cancelText: '算了',
    onOk: () => {
      tokenCookie.remove();
      location.reload();
    },
    afterClose: () => {
      reloginOpen = false;
    },
  });
}

export type RequestOptions = { method?: 'GET' | 'POST'; data?: unknown; silent?: boolean };

/**
 * The one way the web app calls the API (spec §7–§8): X-Token and X-RFrom headers, 120 s time-out,
 * error toasts for 5 s, the re-login dialog on 50014, pass-through of bodies without `code`.
 */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.data === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = tokenCookie.get();
  if (token) headers['X-Token'] = token;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  let body: unknown;
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(opts.data ?? {}) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (body === undefined && !res.ok) throw new Error(`请求失败：HTTP ${res.status}`);
  } catch (err) {
    const msg = err instanceof DOMException && err.name === 'TimeoutError' ? '请求超时' : err instanceof Error ? err.message : String(err);
    if (!opts.silent) feedback.message.error(msg, TOAST_SECONDS);
    throw new ApiError(msg, 0);
  }
  const outcome = classifyResponse(body);
  if (outcome.kind === 'error') {
    // silent callers (the navigation guard, background polls) handle failures themselves.
    if (!opts.silent) {
      feedback.message.error(outcome.msg, TOAST_SECONDS);
      if (outcome.relogin) askRelogin();
    }
    throw new ApiError(outcome.msg, outcome.code);
  }
  return body as T;
}

export const post = <T>(url: string, data: unknown = {}, opts: Omit<RequestOptions, 'data' | 'method'> = {}) =>
  request<T>(url, { ...opts, method: 'POST', data });

/** `{code, msg, data}` calls: resolves with `data`. */
export const postData = async <T>(url: string, data: unknown = {}, opts: Omit<RequestOptions, 'data' | 'method'> = {}) =>
  (await post<{ data: T }>(url, data, opts)).data;

/** The envelope of a call that answers with a message (the domain's `okSchema`), with `data` when it returns something. */
export type OkReply = z.infer<typeof okSchema>;
export type DataReply<T> = OkReply & { data: T };
/**
 * What the web sends for a body schema: its `z.input`, with whole numbers as numbers. The schemas also take ids as
 * decimal strings (URL params), which the web never sends, so `string | number` narrows to `number`.
 */
export type BodyOf<S extends z.ZodType> = Sent<z.input<S>>;
type Sent<T> = string extends T ? (number extends T ? Exclude<T, string> : T) : T extends readonly (infer U)[] ? Sent<U>[] : T extends object ? { [K in keyof T]: Sent<T[K]> } : T;
/**
 * The body of a call that parses it with its schema before sending (form values may still be strings there), plus
 * the factory the caller works in for schemas that leave `fid` to the route.
 */
export type FacBody<S extends z.ZodType> = z.input<S> & { fid: number };
/** A list's body as its page keeps it: page and size always set. */
export type ListBody<S extends z.ZodType> = BodyOf<S> & PageQuery;

/**
 * A multipart upload (field `file`) with the session's X-Token and X-RFrom headers — the JSON wrapper cannot send
 * files. Failures are toasted as the wrapper does; resolves with the reply's `data`.
 */
export async function uploadFile<T>(url: string, file: Blob, fileName: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, fileName);
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = tokenCookie.get();
  if (token) headers['X-Token'] = token;
  let msg: string;
  let code = 0;
  try {
    const res = await fetch(url, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const body = (await res.json().catch(() => null)) as Partial<DataReply<T>> | null;
    if (body?.code === 200 && body.data) return body.data;
    code = body?.code ?? res.status;
    msg = body?.msg || `上传失败：HTTP ${res.status}`;
  } catch (err) {
    msg = err instanceof DOMException && err.name === 'TimeoutError' ? '上传超时' : err instanceof Error ? err.message : '上传失败';
  }
  feedback.message.error(msg, TOAST_SECONDS);
  throw new ApiError(msg, code);
}
