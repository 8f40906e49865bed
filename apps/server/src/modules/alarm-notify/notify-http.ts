/** What a provider adapter is handed: one message for one address (or a group robot, address ''). */
export type NotifyMessage = {
  subject: string;
  /** Plain text (SMS template parameter, text robots, e-mail body). */
  text: string;
  /** The same as Markdown for robots that render it. */
  markdown: string;
  /** E-mail or mobile for person channels; '' for robots and webhooks. */
  address: string;
  /** Mobiles to @ in a group robot's message (the recipients of this step). */
  mentions: string[];
  /** Extra fields a webhook receives (alarm id, level, …). */
  meta: Record<string, unknown>;
};

/** A provider adapter: resolves when the provider accepted the message, throws a NotifyError saying why not otherwise. */
export type Deliver = (config: Record<string, string>, msg: NotifyMessage, signal: AbortSignal) => Promise<void>;

/** A failed send with the reason the log shows (Chinese, names the provider's own code when it gave one). */
export class NotifyError extends Error {}

const snippet = (s: string) => (s.length > 120 ? `${s.slice(0, 120)}…` : s);

/**
 * POSTs and reads a JSON answer. Time-outs, connection errors, HTTP errors and answers that are not JSON each become
 * a NotifyError naming what happened; the caller judges the JSON itself.
 */
export async function postForJson(
  url: string,
  init: { body: string; headers: Record<string, string> },
  signal: AbortSignal,
  who: string,
  o: { anyBody?: boolean } = {},
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body: init.body, headers: init.headers, signal, redirect: 'error' });
  } catch (err) {
    throw new NotifyError(reasonOf(err, signal, who));
  }
  let raw: string;
  try {
    raw = await res.text();
  } catch (err) {
    throw new NotifyError(reasonOf(err, signal, who));
  }
  if (!res.ok) throw new NotifyError(`${who}返回 HTTP ${res.status}${raw ? `：${snippet(raw)}` : ''}`);
  if (o.anyBody) return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new NotifyError(`${who}的应答不是 JSON：${snippet(raw) || '（空）'}`);
  }
}

export function reasonOf(err: unknown, signal: AbortSignal, who: string): string {
  if (signal.aborted) return `${who}未在限定时间内应答（超时）`;
  const e = err as { cause?: { code?: string; message?: string }; message?: string };
  const code = e.cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `无法解析${who}的域名（${code}）`;
  if (code === 'ECONNREFUSED') return `${who}拒绝连接（ECONNREFUSED）`;
  return `无法连接${who}：${e.cause?.message ?? e.message ?? String(err)}`;
}

/** Reads `field` of a JSON object answer, or undefined. */
export const fieldOf = (json: unknown, field: string): unknown => (json && typeof json === 'object' ? (json as Record<string, unknown>)[field] : undefined);
