import { getMesEquipList } from '@pfs/domain/mes';
import { usePagedCall, type FacCallBody } from '@/lib/call-api';

/** The machines of a page with their state, gateway and maintenance due. */
export const useMesEquipList = (body: FacCallBody<typeof getMesEquipList> | undefined) => usePagedCall(getMesEquipList, body);
