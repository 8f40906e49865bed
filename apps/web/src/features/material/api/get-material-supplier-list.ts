import type { z } from 'zod';
import { supplierListBodySchema, type Paged, type supplierSchema } from '@pfs/domain';
import { postData, type FacBody } from '@/lib/request';
import { useFacQuery } from '@/lib/fac-query';
import { materialKeys } from './material-keys';

export type Supplier = z.infer<typeof supplierSchema>;
export type SupplierListBody = FacBody<typeof supplierListBodySchema>;

/** POST /api/get_material_supplier_list — suppliers (shared by every kind) with how many lots came from each. */
export const getMaterialSupplierList = (body: SupplierListBody) =>
  postData<Paged<Supplier>>('/api/get_material_supplier_list', supplierListBodySchema.parse(body));

export const useMaterialSupplierList = (body: SupplierListBody | undefined) =>
  useFacQuery(materialKeys.list('suppliers', body ?? { fid: 0, kind: 'seed' }), body, getMaterialSupplierList);
