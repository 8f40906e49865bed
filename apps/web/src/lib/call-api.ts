import { useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { AnyCall, CallBody, CallReply } from '@pfs/domain';
import { request, type RequestOptions } from './request';

/**
 * The web's one way to make a call defined in `@pfs/domain`: URL, method and types come from the definition, so
 * nothing here names a URL or asserts a reply type by hand. Failures toast and open 重新登录 as `request` does.
 */
export async function callApi<C extends AnyCall>(call: C, body: CallBody<C>, opts: Pick<RequestOptions, 'silent'> = {}): Promise<CallReply<C>> {
  return (await callWithMsg(call, body, opts)).data;
}

/** A write whose reply message the page shows (e.g. 「工厂「一号」已创建」): the message with the data. */
export async function callWithMsg<C extends AnyCall>(call: C, body: CallBody<C>, opts: Pick<RequestOptions, 'silent'> = {}): Promise<{ msg: string; data: CallReply<C> }> {
  const reply = await request<{ msg: string; data?: CallReply<C> }>(call.url, { ...opts, method: call.method, data: call.method === 'POST' ? (body ?? {}) : undefined });
  return { msg: reply.msg, data: reply.data as CallReply<C> };
}

/** The cache key of a call: its URL, then its body; the same call has one key family in every feature. */
export const callKey = <C extends AnyCall>(call: C, body?: CallBody<C>) => (body === undefined ? ([call.url] as const) : ([call.url, body] as const));

type CallQueryOptions<C extends AnyCall> = Omit<UseQueryOptions<CallReply<C>, Error, CallReply<C>, readonly unknown[]>, 'queryKey' | 'queryFn'> & {
  silent?: boolean;
};

/** A read as a query: `useCall(getSysFactoryList, {})`; its key is `callKey(call, body)`. */
export function useCall<C extends AnyCall>(call: C, body: CallBody<C>, { silent, ...options }: CallQueryOptions<C> = {}) {
  return useQuery({ queryKey: callKey(call, body), queryFn: () => callApi(call, body, { silent }), ...options });
}

/** After a write: every cached answer of these calls, whatever their bodies, is fetched again where shown. */
export const invalidateCalls = (qc: QueryClient, ...calls: AnyCall[]) => Promise.all(calls.map((c) => qc.invalidateQueries({ queryKey: [c.url] })));
