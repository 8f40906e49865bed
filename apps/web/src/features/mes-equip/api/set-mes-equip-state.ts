import { setMesEquipState, setMesEquipStateBodySchema } from '@pfs/domain/mes';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { mesEquipReads } from './save-mes-equip';

/** msg 状态已切换: a machine put to 待机 or 保养 by hand (运行 and 故障 come from orders and faults). */
export const useSetMesEquipState = () =>
  useRefreshingMutation(
    (body: FacBody<typeof setMesEquipStateBodySchema>) => callWithMsg(setMesEquipState, setMesEquipStateBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...mesEquipReads),
  );
