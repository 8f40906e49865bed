import { getSiItemList } from '@pfs/domain/si';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** Check items with their target, answer kind, range and how many enabled rules use them. */
export const useSiItemList = (body: FacCallBody<typeof getSiItemList> | undefined) => usePagedCall(getSiItemList, body);
