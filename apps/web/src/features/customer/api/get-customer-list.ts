import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerListBodySchema, getCustomerList } from '@pfs/domain';
import { callApi, callKey } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type CustomerListBody = FacBody<typeof customerListBodySchema>;

/** Customers (mobiles masked unless the role holds customer.edit) and their order counts; the last page stays while the next loads. */
export const useCustomerList = (body: CustomerListBody | undefined) =>
  useQuery({
    queryKey: callKey(getCustomerList, body),
    queryFn: () => callApi(getCustomerList, customerListBodySchema.parse(body)),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
