import { getSiCase, getSiCaseList, getSiHome, getSiPlanDetail, getSiRecordList, saveSiCaseNote, saveSiCaseNoteBodySchema } from '@pfs/domain/si';
import { callWithMsg, invalidateCalls } from '@/lib/call-api';
import { useRefreshingMutation } from '@/lib/fac-query';
import type { FacBody } from '@/lib/request';

/** What a case write changes: the case and its list, the record it came from, its plan and the home card. */
export const siCaseReads = [getSiCase, getSiCaseList, getSiRecordList, getSiPlanDetail, getSiHome];

/** msg 已记录: a progress note with photos in the case's history. */
export const useSaveSiCaseNote = () =>
  useRefreshingMutation(
    (body: FacBody<typeof saveSiCaseNoteBodySchema>) => callWithMsg(saveSiCaseNote, saveSiCaseNoteBodySchema.parse(body)),
    (qc) => invalidateCalls(qc, ...siCaseReads),
  );
