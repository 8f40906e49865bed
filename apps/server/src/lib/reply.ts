import { RESPONSE_CODE } from '@pfs/domain';

/**
 * The one success envelope of every JSON call (DESIGN: API conventions): `{ code: 200, msg, data }`.
 * Message-only replies pass `undefined` as data, which JSON leaves out.
 */
export function ok<T>(data: T, msg = 'ok'): { code: number; msg: string; data: T } {
  return { code: RESPONSE_CODE.ok, msg, data };
}
