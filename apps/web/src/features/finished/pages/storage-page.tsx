import { useState } from 'react';
import { Button, Segmented, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { finishedSummary } from '../api/get-finished-summary';
import { stockList, type FinishedLot } from '../api/get-finished-stock';
import { FinishedListPage } from '../components/finished-list-page';
import { lotColumns } from '../components/lot-columns';
import { StockOutModal, type StockOut } from '../components/stock-out-modal';

type State = 'ok' | 'expiring' | 'expired';

/** 批发出售 / 调整 / 报废 of one lot; an expired lot can only be written off. */
const actionColumn = (open: (o: StockOut) => void): TableColumnsType<FinishedLot>[number] => ({
  title: '操作',
  key: 'op',
  fixed: 'right',
  render: (_v, lot) => (
    <Space size={0}>
      <Button size="small" type="link" disabled={lot.state === 'expired'} onClick={() => open({ kind: 'sale', lot })}>
        批发出售
      </Button>
      <Button size="small" type="link" onClick={() => open({ kind: 'adjust', lot })}>
        调整
      </Button>
      <Button size="small" type="link" danger onClick={() => open({ kind: 'scrap', lot })}>
        报废
      </Button>
    </Space>
  ),
});

/** /finished/storage 成品库存: lots in stock, first-expiring first; 临期 and 已过期 marked and filterable; stock out without an order. */
export default function StoragePage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['warehouse.edit']);
  const [out, setOut] = useState<StockOut | null>(null);
  const today = finishedSummary.use(fid ? { fid } : undefined).data?.today ?? new Date().toISOString().slice(0, 10);
  return (
    <FinishedListPage<FinishedLot, { state?: State }>
      title="成品库存"
      description="先到期的批号在前；剩余保质期 2 天内为临期。不经订单的出库（等外品批发出售、盘点调整、报废）在此登记。"
      use={stockList.use}
      rowKey="lot_id"
      empty="没有库存"
      filters={(f, set) => (
        <Segmented
          value={f.state ?? 'all'}
          onChange={(v) => set({ state: v === 'all' ? undefined : (v as State) })}
          options={[
            { value: 'all', label: '全部' },
            { value: 'ok', label: '正常' },
            { value: 'expiring', label: '临期' },
            { value: 'expired', label: '已过期' },
          ]}
        />
      )}
      columns={canEdit ? [...lotColumns('stock'), actionColumn(setOut)] : lotColumns('stock')}
    >
      {fid && <StockOutModal fid={fid} out={out} today={today} onClose={() => setOut(null)} />}
    </FinishedListPage>
  );
}
