import { getMesBoard } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** The board's lanes (teams or machines) over a day or a week. */
export const useMesBoard = (body: FacCallBody<typeof getMesBoard> | undefined) => usePagedCall(getMesBoard, body);
