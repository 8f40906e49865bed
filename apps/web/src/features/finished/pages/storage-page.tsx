import { Segmented } from 'antd';
import { stockList, type FinishedLot } from '../api/get-finished-stock';
import { FinishedListPage } from '../components/finished-list-page';
import { lotColumns } from '../components/lot-columns';

type State = 'ok' | 'expiring' | 'expired';

/** /finished/storage 成品库存: lots in stock, first-expiring first; 临期 and 已过期 marked and filterable. */
export default function StoragePage() {
  return (
    <FinishedListPage<FinishedLot, { state?: State }>
      title="成品库存"
      description="先到期的批号在前；剩余保质期 2 天内为临期。"
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
      columns={lotColumns('stock')}
    />
  );
}
