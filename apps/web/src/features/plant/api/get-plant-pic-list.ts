import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { getPlantPicList, type picListBodySchema, type picSchema } from '@pfs/domain';
import { useCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type PicListBody = FacBody<typeof picListBodySchema>;
export type PlantPic = z.infer<typeof picSchema>;

/** Crop or pest pictures by batch, area and day taken. */
export const usePlantPicList = (b: PicListBody | undefined) =>
  useCall(getPlantPicList, b ?? ({ fid: 0 } as PicListBody), { enabled: !!b?.fid, placeholderData: keepPreviousData });
