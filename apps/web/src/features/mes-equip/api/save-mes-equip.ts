import { getMesEquipList, getMesHome, getMesLive, getMesOeeList, saveMesEquip, saveMesEquipBodySchema } from '@pfs/domain/mes';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';

export type SaveMesEquipInput = FacBody<typeof saveMesEquipBodySchema>;

/** What a machine write changes: the registry, the live cards and KPIs, the OEE (capacity) and the home card. */
export const mesEquipReads = [getMesEquipList, getMesLive, getMesOeeList, getMesHome];

/** msg 已保存: a new machine, an edit, or 启用 / 停用 (the same call with the status changed). */
export const useSaveMesEquip = () =>
  useRefreshingMutation(
    (body: SaveMesEquipInput) => callWithMsg(saveMesEquip, saveMesEquipBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...mesEquipReads),
  );
