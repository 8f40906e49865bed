import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { supplierListBodySchema, type Paged, type supplierSchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { materialKeys } from './material-keys';

export type Supplier = z.infer<typeof supplierSchema>;
export type SupplierListBody = FacBody<typeof supplierListBodySchema>;

/** POST /api/get_material_supplier_list — suppliers (shared by every kind) with how many lots came from each. */
export const getMaterialSupplierList = (body: SupplierListBody) => postData<Paged<Supplier>>('/api/get_material_supplier_list', supplierListBodySchema.parse(body));

export const useMaterialSupplierList = (body: SupplierListBody | undefined) =>
  useQuery({
    queryKey: materialKeys.list('suppliers', body ?? { fid: 0, kind: 'seed' }),
    queryFn: () => getMaterialSupplierList(body!),
    enabled: !!body?.fid,
    placeholderData: keepPreviousData,
  });
