import { getMesWo } from '@pfs/domain/mes';
import { useCall } from '@/lib/call-api';

/** One work order: plan, assignment, its log and the batch events its completions recorded. */
export const useMesWo = (fid: number | undefined, woId: number | null | undefined) =>
  useCall(getMesWo, { fid: fid!, wo_id: woId! }, { enabled: !!fid && !!woId });
