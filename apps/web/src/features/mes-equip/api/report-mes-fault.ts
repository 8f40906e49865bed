import { getMesFaultList, reportMesFault, reportMesFaultBodySchema } from '@pfs/domain/mes';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';
import { mesEquipReads } from './save-mes-equip';

/** What a fault changes: the fault log and everything a machine's state shows in. */
export const mesFaultReads = [getMesFaultList, ...mesEquipReads];

/** msg 故障已登记: the machine turns 故障 and its running order stops counting time. */
export const useReportMesFault = () =>
  useRefreshingMutation(
    (body: FacBody<typeof reportMesFaultBodySchema>) => callWithMsg(reportMesFault, reportMesFaultBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...mesFaultReads),
  );
