/** Query keys of 订单排产; a write refreshes everything under ['sales', fid] (and the planting due sowings). */
export const salesKeys = {
  all: (fid: number | undefined) => ['sales', fid] as const,
  list: (body: { fid: number }) => ['sales', body.fid, 'list', body] as const,
  order: (fid: number | undefined, orderId: number | undefined) => ['sales', fid, 'order', orderId] as const,
  detail: (fid: number | undefined, orderId: number | undefined) => ['sales', fid, 'detail', orderId] as const,
  plan: (fid: number | undefined, orderId: number | undefined, delivery: string | undefined) => ['sales', fid, 'plan', orderId, delivery ?? 'order'] as const,
  gantt: (body: { fid: number }) => ['sales', body.fid, 'gantt', body] as const,
  options: (fid: number | undefined, what: 'specs' | 'customers') => ['sales', fid, 'options', what] as const,
  due: (fid: number | undefined, days: number) => ['sales', fid, 'due', days] as const,
  shipments: (fid: number | undefined, orderId: number | undefined) => ['sales', fid, 'shipments', orderId] as const,
  traceCodes: (fid: number | undefined, orderId: number | undefined) => ['sales', fid, 'trace-codes', orderId] as const,
};
