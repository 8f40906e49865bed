import { picRefBodySchema } from '@pfs/domain';
import { plantWriteCall } from './plant-write-call';

/** POST /api/delete_plant_pic — removes a picture and its thumbnail. */
export const deletePlantPic = plantWriteCall<typeof picRefBodySchema, undefined>('/api/delete_plant_pic', picRefBodySchema);
export const useDeletePlantPic = deletePlantPic.useCall;
