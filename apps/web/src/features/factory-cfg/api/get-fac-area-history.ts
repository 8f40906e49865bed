import { getFacAreaHistory, type areaHistoryBodySchema } from '@pfs/domain/factory-cfg';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type AreaHistoryBody = FacBody<typeof areaHistoryBodySchema>;

/** The batches that stood in the area, newest first. The last page stays while the next loads. */
export const useFacAreaHistory = (body: AreaHistoryBody | undefined) => usePagedCall(getFacAreaHistory, body);
