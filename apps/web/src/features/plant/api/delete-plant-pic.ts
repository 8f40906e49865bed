import { deletePlantPic as def } from '@pfs/domain/plant';
import { plantWriteCall } from './plant-write-call';

/** Removes a picture and its thumbnail. */
export const deletePlantPic = plantWriteCall(def);
export const useDeletePlantPic = deletePlantPic.useCall;
