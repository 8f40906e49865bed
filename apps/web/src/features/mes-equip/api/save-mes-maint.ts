import { getMesMaintList, saveMesMaint, saveMesMaintBodySchema } from '@pfs/domain/mes';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { mesEquipReads } from './save-mes-equip';

/** msg 已登记: the record, and the machine's last and next maintenance day (its 保养到期 may clear). */
export const useSaveMesMaint = () =>
  useRefreshingMutation(
    (body: FacBody<typeof saveMesMaintBodySchema>) => callWithMsg(saveMesMaint, saveMesMaintBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, getMesMaintList, ...mesEquipReads),
  );
