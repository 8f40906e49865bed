import { RESPONSE_CODE } from '@pfs/domain';

export type Outcome =
  | { kind: 'ok' }
  /** Spec §8: a response without a code field is passed through whole. */
  | { kind: 'passthrough' }
  | { kind: 'error'; msg: string; relogin: boolean; code: number };

/** Spec §8: what the request wrapper does with a parsed response body. */
export function classifyResponse(body: unknown): Outcome {
  if (!body || typeof body !== 'object' || !('code' in body)) return { kind: 'passthrough' };
  const { code, msg } = body as { code: unknown; msg?: unknown };
  if (code === RESPONSE_CODE.ok) return { kind: 'ok' };
  return {
    kind: 'error',
    code: Number(code),
    msg: typeof msg === 'string' && msg ? msg : '错误',
    relogin: code === RESPONSE_CODE.tokenInvalid,
  };
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}
