import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { customerOptionSchema, SalesSpecOption } from '@pfs/domain';
import { postData } from '@/lib/request';
import { salesKeys } from './sales-keys';

export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** POST /api/get_sales_spec_options — enabled crop specs with grades and cycle days. */
export const getSalesSpecOptions = (fid: number) => postData<SalesSpecOption[]>('/api/get_sales_spec_options', { fid });
/** POST /api/get_customer_options — enabled customers with their delivery addresses. */
export const getCustomerOptions = (fid: number) => postData<CustomerOption[]>('/api/get_customer_options', { fid });

export const useSalesSpecOptions = (fid: number | undefined) =>
  useQuery({ queryKey: salesKeys.options(fid, 'specs'), queryFn: () => getSalesSpecOptions(fid!), enabled: !!fid, staleTime: 60_000 });
export const useCustomerOptions = (fid: number | undefined) =>
  useQuery({ queryKey: salesKeys.options(fid, 'customers'), queryFn: () => getCustomerOptions(fid!), enabled: !!fid, staleTime: 60_000 });
