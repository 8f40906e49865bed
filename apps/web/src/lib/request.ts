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

/** The X-Token and X-RFrom headers every call sends. */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-RFrom': 'w' };
  const token = tokenCookie.get();
  if (token) headers['X-Token'] = token;
  return headers;
}

/** No reply at all (network, time-out): toasted unless silent, thrown with code 0. */
export function noReply(err: unknown, silent = false, timeoutMsg = '请求超时'): never {
  const msg = err instanceof DOMException && err.name === 'TimeoutError' ? timeoutMsg : err instanceof Error ? err.message : String(err);
  if (!silent) feedback.message.error(msg, TOAST_SECONDS);
  throw new ApiError(msg, 0);
}

/**
 * A reply's body as every call reads it (spec §8): an error code is toasted for 5 s and 50014 opens the 重新登录
 * dialog, unless the caller is silent (the navigation guard, background polls handle failures themselves); the
 * error is thrown as an ApiError with its code. Anything else is the answer.
 */
export function readReply<T>(body: unknown, silent = false): T {
  const outcome = classifyResponse(body);
  if (outcome.kind === 'error') {
    if (!silent) {
      feedback.message.error(outcome.msg, TOAST_SECONDS);
      if (outcome.relogin) askRelogin();
    }
    throw new ApiError(outcome.msg, outcome.code);
  }
  return body as T;
}

/**
 * The transport under `callApi`, `rawCall` and `uploadCall` (spec §7–§8): X-Token and X-RFrom headers, 120 s
 * time-out, error toasts for 5 s, the re-login dialog on 50014, pass-through of bodies without `code`. Features call
 * through a call definition, never a URL of their own.
 */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.data === undefined ? 'GET' : 'POST');
  const headers = sessionHeaders();
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
    noReply(err, opts.silent);
  }
  return readReply<T>(body, opts.silent);
}

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
