import type { z } from 'zod';
import { getMaterialSupplierList, type supplierSchema } from '@pfs/domain/material';
import { usePagedCall } from '@/lib/call-api';
import type { FacBody } from '@/lib/request';

export type Supplier = z.infer<typeof supplierSchema>;
export type SupplierListBody = FacBody<typeof getMaterialSupplierList.body>;

/** Suppliers (shared by every kind) with how many lots came from each. The last page stays while the next loads. */
export const useMaterialSupplierList = (body: SupplierListBody | undefined) => usePagedCall(getMaterialSupplierList, body);
