import { PAGE_SIZE_MAX } from '@pfs/domain';
import { getMesEquipList } from '@pfs/domain/mes';
import { useCall } from '@/lib/call-api';

/** The factory's machines, for 派工 and the new-order form (one page at the largest size). */
export const useMesEquipOptions = (fid: number | undefined) =>
  useCall(getMesEquipList, { fid: fid!, status: 'enabled', page: 1, size: PAGE_SIZE_MAX }, { enabled: !!fid, staleTime: 60_000 });
