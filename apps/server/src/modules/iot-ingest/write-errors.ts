/** Why a write failed, as the database said it: SQLSTATE (empty when the error did not come from the database) and message. */
export type WriteFailure = { sqlstate: string; message: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database's own error behind a failed write. Drizzle wraps it in an error whose message is the whole statement
 * with its parameters (a batch of readings: megabytes), so the cause chain is followed to the error carrying a SQLSTATE.
 */
export function writeFailure(err: unknown): WriteFailure {
  const top = err instanceof Error ? err.message : String(err);
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return { sqlstate: code, message: String((e as { message?: unknown }).message ?? '') };
  }
  return { sqlstate: '', message: top.length > 300 ? `${top.slice(0, 300)}…` : top };
}

/**
 * A failure caused by the rows themselves, which the same rows will meet again on every retry: SQLSTATE class 22
 * (data exception: a sum out of range, an invalid value) or 23 (integrity constraint). Anything else — the
 * connection lost, the server shutting down, a deadlock, out of disk — may pass on its own and is retried.
 */
export function isDataError(f: WriteFailure): boolean {
  return f.sqlstate.startsWith('22') || f.sqlstate.startsWith('23');
}
