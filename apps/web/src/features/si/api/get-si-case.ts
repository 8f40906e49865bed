import { getSiCase } from '@pfs/domain/si';
import { useCall } from '@/lib/call-api';

/** One abnormality: the record as it was found and its history. */
export const useSiCase = (fid: number | undefined, caseId: number | null | undefined) =>
  useCall(getSiCase, { fid: fid!, case_id: caseId! }, { enabled: !!fid && !!caseId });
