import { getFacFieldList, type fieldListBodySchema } from '@pfs/domain/factory-cfg';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type FieldListBody = FacBody<typeof fieldListBodySchema>;

/** Fields with their areas' positions and the dishes standing there. The last page stays while the next loads. */
export const useFacFieldList = (body: FieldListBody | undefined) => usePagedCall(getFacFieldList, body);
