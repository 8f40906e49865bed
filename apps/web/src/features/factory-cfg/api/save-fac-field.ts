import { saveFieldBodySchema, type FieldView } from '@pfs/domain';
import { post, type FacBody, type DataReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './factory-cfg-keys';

export type SaveFieldBody = FacBody<typeof saveFieldBodySchema>;

/** POST /api/save_fac_field — adds a field, or changes one when field_id is given. */
export const saveFacField = (body: SaveFieldBody) => post<DataReply<FieldView>>('/api/save_fac_field', saveFieldBodySchema.parse(body));

export const useSaveFacField = () => useRefreshingMutation(saveFacField, (qc, b) => invalidateLayout(qc, b.fid));
