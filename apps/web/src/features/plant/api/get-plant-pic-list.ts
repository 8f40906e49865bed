import type { z } from 'zod';
import { getPlantPicList, type picListBodySchema, type picSchema } from '@pfs/domain/plant';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type PicListBody = FacBody<typeof picListBodySchema>;
export type PlantPic = z.infer<typeof picSchema>;

/** Crop or pest pictures by batch, area and day taken. */
export const usePlantPicList = (b: PicListBody | undefined) => usePagedCall(getPlantPicList, b);
