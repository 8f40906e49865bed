import { getMesLive, type MesEquipPage } from '@pfs/domain/mes';
import { useCall } from '@/lib/call-api';

/** The page's machines now (state, today's count, current and next order, today's OEE) and its KPI strip; every 15 s. */
export const useMesLive = (fid: number | undefined, page: MesEquipPage) =>
  useCall(getMesLive, { fid: fid!, page }, { enabled: !!fid, refetchInterval: 15_000, silent: true });
