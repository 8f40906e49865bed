/** Query keys of 客户; a write refreshes everything under ['customer', fid]. */
export const customerKeys = {
  all: (fid: number | undefined) => ['customer', fid] as const,
  list: (body: { fid: number }) => ['customer', body.fid, 'list', body] as const,
  detail: (fid: number | undefined, custId: number | undefined) => ['customer', fid, 'detail', custId] as const,
  orders: (fid: number | undefined, custId: number | undefined) => ['customer', fid, 'orders', custId] as const,
  shipments: (fid: number | undefined, custId: number | undefined) => ['customer', fid, 'shipments', custId] as const,
};
