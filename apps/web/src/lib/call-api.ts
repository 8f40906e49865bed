import { keepPreviousData, useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyCall, CallBody, CallReply } from '@pfs/domain';
import { request, type FacBody, type RequestOptions } from './request';

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

/** A call's body as a factory page keeps it: the body schema's input (form values may still be strings), naming the factory. */
export type FacCallBody<C extends AnyCall> = FacBody<NonNullable<C['body']>>;

/** The body checked with the call's own schema before it is sent: a bad filter fails here, not as a 400. */
export const parseBody = <C extends AnyCall>(call: C, body: FacCallBody<C>) => (call.body as z.ZodType).parse(body) as CallBody<C>;

/**
 * A factory's list (a page of rows, a window of a chart): it runs once the body names a factory, the body is checked
 * with the call's schema, and the last page stays on screen while the next loads (no flash of an empty table).
 */
export function usePagedCall<C extends AnyCall>(call: C, body: FacCallBody<C> | undefined, { silent, ...options }: Omit<CallQueryOptions<C>, 'enabled' | 'placeholderData'> = {}) {
  return useQuery({
    queryKey: callKey(call, body as CallBody<C> | undefined),
    queryFn: () => callApi(call, parseBody(call, body!), { silent }),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** After a write: every cached answer of these calls, whatever their bodies, is fetched again where shown. */
export const invalidateCalls = (qc: QueryClient, ...calls: AnyCall[]) => Promise.all(calls.map((c) => qc.invalidateQueries({ queryKey: [c.url] })));
