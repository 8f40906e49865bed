import type { AnyRawCall, RawBody, RawReply } from '@pfs/domain';
import { request, type RequestOptions } from './request';

/**
 * A call that answers outside the `{ code, msg, data }` envelope (login's token, the user info beside code and msg):
 * URL, method and the reply's type come from its definition; failures toast and open 重新登录 as `request` does.
 */
export const rawCall = <C extends AnyRawCall>(call: C, body: RawBody<C>, opts: Pick<RequestOptions, 'silent'> = {}) =>
  request<RawReply<C>>(call.url, { ...opts, method: call.method, data: call.method === 'POST' ? (body ?? {}) : undefined });
