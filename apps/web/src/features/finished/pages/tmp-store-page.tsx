import { useState } from 'react';
import { Button, Checkbox } from 'antd';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { finishedSummary } from '../api/get-finished-summary';
import { tmpStoreList, type TmpStoreItem } from '../api/get-tmp-store-list';
import { FinishedListPage } from '../components/finished-list-page';
import { EntryModal } from '../components/entry-modal';
import { kg } from '../components/lot-state-tag';

/** /finished/tmp_store 暂存: harvested kg per batch and grade not yet entered or lost; 入库 from here. */
export default function TmpStorePage() {
  const fid = useCurrentFid();
  const canEnter = useHasAnyPerm(['warehouse.edit']);
  const [entering, setEntering] = useState<TmpStoreItem | null>(null);
  const today = finishedSummary.use(fid && canEnter ? { fid } : undefined).data?.today ?? new Date().toISOString().slice(0, 10);
  if (!fid) return null;
  return (
    <FinishedListPage<TmpStoreItem, { all?: boolean }>
      title="暂存"
      description="采收后尚未入库的重量：采收 = 暂存 + 已入库 + 入库损耗。"
      use={tmpStoreList.use}
      rowKey={'batch_no'}
      empty="暂存区没有待入库的采收"
      kwPlaceholder="批次号、作物"
      filters={(f, set) => (
        <Checkbox checked={!!f.all} onChange={(e) => set({ all: e.target.checked || undefined })}>
          含已全部入库的
        </Checkbox>
      )}
      columns={[
        { title: '批次号', dataIndex: 'batch_no' },
        { title: '作物 / 品种', key: 'spec', render: (_v, r) => `${r.crop} ${r.variety}` },
        { title: '等级', dataIndex: 'grade_name' },
        {
          title: '采收日期',
          key: 'days',
          responsive: ['md'],
          render: (_v, r) => (r.first_pick === r.last_pick ? r.first_pick : `${r.first_pick} ~ ${r.last_pick}`),
        },
        { title: '采收', dataIndex: 'harvested_kg', align: 'right', render: kg },
        { title: '已入库', dataIndex: 'entered_kg', align: 'right', responsive: ['md'], render: kg },
        { title: '损耗', dataIndex: 'lost_kg', align: 'right', responsive: ['md'], render: kg },
        { title: '暂存', dataIndex: 'tmp_kg', align: 'right', render: (v: number) => <b>{kg(v)}</b> },
        ...(canEnter
          ? [
              {
                title: '操作',
                key: 'op',
                render: (_v: unknown, r: TmpStoreItem) =>
                  r.tmp_kg > 0 ? (
                    <Button size="small" type="link" onClick={() => setEntering(r)}>
                      入库
                    </Button>
                  ) : null,
              },
            ]
          : []),
      ]}
    >
      <EntryModal fid={fid} item={entering} today={today} onClose={() => setEntering(null)} />
    </FinishedListPage>
  );
}
