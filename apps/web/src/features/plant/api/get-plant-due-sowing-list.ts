import { useQuery } from '@tanstack/react-query';
import type { DueSowing } from '@pfs/domain';
import { postData } from '@/lib/request';
import { plantKeys } from './plant-keys';

/** POST /api/get_plant_due_sowing_list — orders' planned batches to sow within `days` (late ones included). */
export const getPlantDueSowingList = (fid: number, days: number) => postData<DueSowing[]>('/api/get_plant_due_sowing_list', { fid, days });

export const usePlantDueSowingList = (fid: number | undefined, days = 14) =>
  useQuery({ queryKey: [...plantKeys.all(fid), 'due-sowings', days] as const, queryFn: () => getPlantDueSowingList(fid!, days), enabled: !!fid });
