import { fieldListBodySchema, type FieldView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { factoryCfgKeys } from './factory-cfg-keys';

export type FieldListBody = FacBody<typeof fieldListBodySchema>;

/** POST /api/get_fac_field_list — fields with their areas' positions and the dishes standing there. */
export const getFacFieldList = (body: FieldListBody) => postData<Paged<FieldView>>('/api/get_fac_field_list', fieldListBodySchema.parse(body));

export const useFacFieldList = (body: FieldListBody | undefined) => useFacQuery(factoryCfgKeys.fieldList(body ?? { fid: 0 }), body, getFacFieldList);
