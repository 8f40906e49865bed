import { saveCustomerBodySchema, type CustomerView } from '@pfs/domain';
import { post, type DataReply, type FacBody } from '@/lib/request';
import { useRefreshingMutation } from '@/lib/fac-query';
import { customerKeys } from './customer-keys';

export type SaveCustomerInput = FacBody<typeof saveCustomerBodySchema>;

/** POST /api/save_customer — msg 客户已创建 / 客户已保存. */
export const saveCustomer = (body: SaveCustomerInput) => post<DataReply<CustomerView>>('/api/save_customer', saveCustomerBodySchema.parse(body));

export const useSaveCustomer = () => useRefreshingMutation(saveCustomer, (qc, b) => qc.invalidateQueries({ queryKey: customerKeys.all(b.fid) }));
