import { useState } from 'react';
import { Tag, Typography } from 'antd';
import { PROTECTION_KIND_LABELS, fmtQty } from '@pfs/domain/plant';
import { CreateButton } from '@/components/list-page';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useMaterialOptions } from '@/lib/material-options';
import { plantProtectionList, type Protection } from '../api/get-plant-protection-list';
import { BatchLink } from '../components/batch-link';
import { BatchSelect } from '../components/plant-pickers';
import { ProtectionDrawer } from '../components/protection-drawer';
import { RecordList, RecordSelect } from '../components/record-list';
import { factoryToday } from '../utils/plant-format';

/** Batches named in a row before 等 N 个批次: a protection by area can treat dozens. */
const SHOWN_BATCHES = 3;
const KINDS = Object.entries(PROTECTION_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** /plant/protection 植保记录: treatments with pesticide, lots, dose, what was treated and when harvest may resume. */
export default function ProtectionPage() {
  const fid = useCurrentFid();
  const [adding, setAdding] = useState(false);
  const pesticides = useMaterialOptions(fid, 'pesticide');
  const today = factoryToday();
  if (!fid) return null;
  return (
    <PageContainer
      title="植保记录"
      description="每次施药记录农药、批号、浓度和处理的区域与批次；安全间隔期内的批次不能采收。"
      extra={<CreateButton codes={['plant.edit']} onClick={() => setAdding(true)} label="新增植保" />}
    >
      <RecordList<Protection>
        fid={fid}
        call={plantProtectionList}
        rowKey="prot_id"
        withArea={false}
        withSpec={false}
        emptyText="没有符合条件的植保记录"
        dayLabel="施药日期"
        scrollX={1400}
        extraFilters={(q, set) => (
          <>
            <RecordSelect placeholder="类型" width={110} value={q.kind} options={KINDS} onChange={(kind?: string) => set({ kind })} />
            <RecordSelect
              placeholder="农药"
              width={150}
              value={q.item_id}
              options={(pesticides.data ?? []).map((p) => ({ value: p.item_id, label: p.name }))}
              onChange={(item_id?: number) => set({ item_id })}
            />
            <BatchSelect fid={fid} value={q.batch_id as number | undefined} onChange={(batch_id?: number) => set({ batch_id })} />
          </>
        )}
        columns={keysFirst(
          tableColumnsOf<Protection>(plantProtectionList, {
            date: { width: 110 },
            kind_label: { width: 100, responsive: ['md'], render: (l: string) => <Tag>{l}</Tag> },
            target: { width: 110 },
            item_name: {
              title: '农药 / 批号',
              width: 150,
              render: (_v, p) => (
                <>
                  {p.item_name}
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.lots.map((l) => l.lot_no).join('、') || '—'}
                  </Typography.Text>
                </>
              ),
            },
            reg_no: false,
            active_ingredient: false,
            dose: { title: '浓度 / 用量', width: 170, responsive: ['lg'], render: (_v, p) => `${p.dose} · ${fmtQty(p.qty)} ${p.unit}` },
            qty: false,
            unit: false,
            lots: false,
            safe_days: {
              title: '安全间隔',
              width: 170,
              align: undefined,
              render: (_v, p) =>
                p.safe_from > today ? (
                  <Tag color="orange">
                    {p.safe_days} 天，{p.safe_from.slice(5)} 起可采
                  </Tag>
                ) : (
                  `${p.safe_days} 天，${p.safe_from.slice(5)} 起可采`
                ),
            },
            safe_until: false,
            safe_from: false,
            areas: { width: 120, responsive: ['xl'] },
            batches: {
              width: 260,
              responsive: ['md'],
              render: (_v, p) => (
                <>
                  {p.batches.slice(0, SHOWN_BATCHES).map((b, i) => (
                    <span key={b.batch_id}>
                      {i > 0 && '、'}
                      <BatchLink id={b.batch_id} no={b.batch_no} />
                    </span>
                  ))}
                  {p.batches.length > SHOWN_BATCHES && <Typography.Text type="secondary"> 等 {p.batches.length} 个批次</Typography.Text>}
                </>
              ),
            },
            remark: false,
            operator_name: { width: 90, responsive: ['xl'] },
          }),
          // 区域 and 批次 stand before 安全间隔 on the page; the file keeps the definition's order.
          ['date', 'kind_label', 'target', 'item_name', 'dose', 'areas', 'batches'],
        )}
      />
      <ProtectionDrawer fid={fid} open={adding} onClose={() => setAdding(false)} />
    </PageContainer>
  );
}
