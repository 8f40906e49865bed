import { deleteFacField, fieldRefBodySchema } from '@pfs/domain/factory-cfg';
import { callWithMsg } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './layout-reads';

/** Refused (409) while the field still has areas. */
export const useDeleteFacField = () => useRefreshingMutation((body: FacBody<typeof fieldRefBodySchema>) => callWithMsg(deleteFacField, fieldRefBodySchema.parse(body)), invalidateLayout);
