import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post, postData, type DataReply, type FacBody } from '@/lib/request';
import { finishedKeys } from './finished-keys';

/** A read of the finished-goods calls: body checked with the server's own schema, reply typed from its schema. */
export function readCall<B extends z.ZodType, D extends z.ZodType>(url: string, body: B, _data: D) {
  type Body = FacBody<B>;
  const get = (b: Body) => postData<z.infer<D>>(url, body.parse(b));
  const use = (b: Body | undefined) => useQuery({ queryKey: finishedKeys.call(url, b ?? { fid: 0 }), queryFn: () => get(b!), enabled: !!b?.fid, placeholderData: keepPreviousData });
  return { get, use };
}

/** A write: on success every finished-goods query of the factory is refreshed. */
export function writeCall<B extends z.ZodType, D extends z.ZodType>(url: string, body: B, _data: D) {
  type Body = FacBody<B>;
  const send = (b: Body) => post<DataReply<z.infer<D>>>(url, body.parse(b));
  const use = () => {
    const qc = useQueryClient();
    return useMutation({ mutationFn: send, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: finishedKeys.all(b.fid) }) });
  };
  return { send, use };
}
