import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fieldListBodySchema, type FieldView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { factoryCfgKeys } from './factory-cfg-keys';

export type FieldListBody = FacBody<typeof fieldListBodySchema>;

/** POST /api/get_fac_field_list — fields with their areas' positions and the dishes standing there. */
export const getFacFieldList = (body: FieldListBody) => postData<Paged<FieldView>>('/api/get_fac_field_list', fieldListBodySchema.parse(body));

export const useFacFieldList = (body: FieldListBody | undefined) =>
  useQuery({
    queryKey: factoryCfgKeys.fieldList(body ?? { fid: 0 }),
    queryFn: () => getFacFieldList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
