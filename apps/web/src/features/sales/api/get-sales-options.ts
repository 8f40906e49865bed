import type { z } from 'zod';
import { getCustomerOptions, type customerOptionSchema } from '@pfs/domain/customer';
import { getSalesSpecOptions } from '@pfs/domain/sales';
import { useCall } from '@/lib/call-api';

export type CustomerOption = z.infer<typeof customerOptionSchema>;

/** Enabled crop specs with grades and cycle days. */
export const useSalesSpecOptions = (fid: number | undefined) => useCall(getSalesSpecOptions, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
/** Enabled customers with their delivery addresses. */
export const useCustomerOptions = (fid: number | undefined) => useCall(getCustomerOptions, { fid: fid! }, { enabled: !!fid, staleTime: 60_000 });
