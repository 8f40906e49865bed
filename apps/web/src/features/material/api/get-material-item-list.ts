import { materialItemListBodySchema, type MaterialItem, type Paged } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { materialKeys } from './material-keys';

export type ItemListBody = FacBody<typeof materialItemListBodySchema>;

/** POST /api/get_material_item_list — items of a kind with usable stock and the nearest expiry. */
export const getMaterialItemList = (body: ItemListBody) => postData<Paged<MaterialItem>>('/api/get_material_item_list', materialItemListBodySchema.parse(body));

export const useMaterialItemList = (body: ItemListBody | undefined) =>
  useFacQuery(materialKeys.list('items', body ?? { fid: 0, kind: 'seed' }), body, getMaterialItemList);
