import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListExportFile, Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { plantKeys } from './plant-keys';

/**
 * A paged planting list and its Excel export: `get_<name>` answers a page, `export_<name>` writes the same rows
 * (the filters without page and size) to an .xlsx file. Each list's file declares its pair with its own schemas.
 */
export function pagedListCall<B extends z.ZodType, E extends z.ZodType, I extends z.ZodType>(name: string, body: B, exportBody: E, _item: I) {
  type Body = FacBody<B>;
  type Item = z.infer<I>;
  const get = (b: Body) => postData<Paged<Item>>(`/api/get_${name}`, body.parse(b));
  const exportFile = (b: z.input<E>) => postData<ListExportFile>(`/api/export_${name}`, exportBody.parse(b));
  const useList = (b: Body | undefined) =>
    useQuery({ queryKey: plantKeys.list(name, b ?? { fid: 0 }), queryFn: () => get(b!), enabled: !!b?.fid, placeholderData: keepPreviousData });
  return { get, exportFile, useList };
}
