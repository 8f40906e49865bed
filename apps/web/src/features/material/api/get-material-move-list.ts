import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockMoveListBodySchema, type Paged, type StockMove } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { materialKeys } from './material-keys';

export type MoveListBody = FacBody<typeof stockMoveListBodySchema>;

/** POST /api/get_material_move_list — stock movements by item, lot, batch, kind and day. */
export const getMaterialMoveList = (body: MoveListBody) => postData<Paged<StockMove>>('/api/get_material_move_list', stockMoveListBodySchema.parse(body));

export const useMaterialMoveList = (body: MoveListBody | undefined) =>
  useQuery({
    queryKey: materialKeys.list('moves', body ?? { fid: 0, kind: 'seed' }),
    queryFn: () => getMaterialMoveList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
