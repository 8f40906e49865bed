import { lotListBodySchema, type LotView, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { materialKeys } from './material-keys';

export type LotListBody = FacBody<typeof lotListBodySchema>;

/** POST /api/get_material_lot_list — lots with their balance and state (正常, 临期, 已过期, 已用完). */
export const getMaterialLotList = (body: LotListBody) => postData<Paged<LotView>>('/api/get_material_lot_list', lotListBodySchema.parse(body));

export const useMaterialLotList = (body: LotListBody | undefined) =>
  useFacQuery(materialKeys.list('lots', body ?? { fid: 0, kind: 'seed' }), body, getMaterialLotList);
