import { stockMoveListBodySchema, type Paged, type StockMove } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { materialKeys } from './material-keys';

export type MoveListBody = FacBody<typeof stockMoveListBodySchema>;

/** POST /api/get_material_move_list — stock movements by item, lot, batch, kind and day. */
export const getMaterialMoveList = (body: MoveListBody) => postData<Paged<StockMove>>('/api/get_material_move_list', stockMoveListBodySchema.parse(body));

export const useMaterialMoveList = (body: MoveListBody | undefined) =>
  useFacQuery(materialKeys.list('moves', body ?? { fid: 0, kind: 'seed' }), body, getMaterialMoveList);
