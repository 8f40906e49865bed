import { PAGE_SIZE_MAX } from '@pfs/domain';
import { getPlantInProcessList } from '@pfs/domain/plant';
import { getPlantSpecOptions } from '@pfs/domain/plant-spec';
import { useCall } from '@/lib/call-api';

/** The batches in production, one row per batch and place: what a hand-made order moves, harvests or treats. */
export const useWoBatchPlaces = (fid: number | undefined, enabled: boolean) =>
  useCall(getPlantInProcessList, { fid: fid!, page: 1, size: PAGE_SIZE_MAX }, { enabled: !!fid && enabled, staleTime: 30_000 });

/** The crop specs a sowing order may name. */
export const useWoSpecOptions = (fid: number | undefined, enabled: boolean) =>
  useCall(getPlantSpecOptions, { fid: fid! }, { enabled: !!fid && enabled, staleTime: 60_000 });
