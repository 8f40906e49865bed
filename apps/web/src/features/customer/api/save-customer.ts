import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCustomerBodySchema, type CustomerView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { customerKeys } from './customer-keys';

export type SaveCustomerInput = FacBody<typeof saveCustomerBodySchema>;

/** POST /api/save_customer — msg 客户已创建 / 客户已保存. */
export const saveCustomer = (body: SaveCustomerInput) => post<DataReply<CustomerView>>('/api/save_customer', saveCustomerBodySchema.parse(body));

export function useSaveCustomer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCustomer, onSuccess: (_r, b) => qc.invalidateQueries({ queryKey: customerKeys.all(b.fid) }) });
}
