import { fieldRefBodySchema } from '@pfs/domain';
import { post, type FacBody, type OkReply } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { invalidateLayout } from './factory-cfg-keys';

/** POST /api/delete_fac_field — refused (409) while the field still has areas. */
export const deleteFacField = (body: FacBody<typeof fieldRefBodySchema>) => post<OkReply>('/api/delete_fac_field', fieldRefBodySchema.parse(body));

export const useDeleteFacField = () => useRefreshingMutation(deleteFacField, (qc, b) => invalidateLayout(qc, b.fid));
