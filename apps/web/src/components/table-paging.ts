/** antd Table pagination for a `{page, size}` query held in state. */
export function tablePaging<Q extends { page: number; size: number }>(q: Q, total: number | undefined, set: (q: Q) => void, unit = '条') {
  return {
    current: q.page,
    pageSize: q.size,
    total,
    showSizeChanger: true,
    showTotal: (t: number) => `共 ${t} ${unit}`,
    onChange: (page: number, size: number) => set({ ...q, page, size }),
  };
}
