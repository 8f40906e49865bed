/** The SQLSTATE of a database error, also when the query builder wrapped it (`cause`). */
export function pgCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
/** Two people saving the same name at once: the unique index refuses the second. */
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
/** A lot taken below 0 past the row lock: the check constraint refuses it. */
export const isCheckViolation = (err: unknown) => pgCode(err) === '23514';
