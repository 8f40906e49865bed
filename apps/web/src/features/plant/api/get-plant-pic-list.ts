import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { picListBodySchema, type Paged, type picSchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { plantKeys } from './plant-keys';

export type PicListBody = FacBody<typeof picListBodySchema>;
export type PlantPic = z.infer<typeof picSchema>;

/** POST /api/get_plant_pic_list — crop or pest pictures by batch, area and day taken. */
export const getPlantPicList = (b: PicListBody) => postData<Paged<PlantPic>>('/api/get_plant_pic_list', picListBodySchema.parse(b));

export const usePlantPicList = (b: PicListBody | undefined) =>
  useQuery({
    queryKey: plantKeys.list('plant_pic_list', b ?? { fid: 0 }),
    queryFn: () => getPlantPicList(b!),
    enabled: !!b?.fid,
    placeholderData: keepPreviousData,
  });
