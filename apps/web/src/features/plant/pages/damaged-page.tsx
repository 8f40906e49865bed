import { Tag } from 'antd';
import { LOSS_REASON_LABELS } from '@pfs/domain/plant';
import { keysFirst, tableColumnsOf } from '@/components/list-columns';
import { plantLossList, type LossItem } from '../api/get-plant-loss-list';
import { batchWithSpecOverrides } from '../components/batch-columns';
import { PicThumbs } from '@/components/pic-thumbs';
import { PhaseTag } from '../components/phase-tag';
import { BatchSelect } from '../components/plant-pickers';
import { RecordListPage, RecordSelect } from '../components/record-list';
import { count } from '../utils/plant-format';

const REASONS = Object.entries(LOSS_REASON_LABELS).map(([value, label]) => ({ value, label }));

const PAGE = { title: '损耗记录', description: '病害、虫害、机械损伤等造成的损耗；点击缩略图查看原图。', dayLabel: '损耗日期' };

// 原因 comes before the counts on the page; the file keeps the definition's order.
const COLUMNS = keysFirst(
  tableColumnsOf<LossItem>(plantLossList, {
    ...batchWithSpecOverrides<LossItem>(),
    phase: {
      title: '位置',
      responsive: ['md'],
      render: (_v, r) => (
        <span>
          <PhaseTag phase={r.phase} />
          {r.area_name}
        </span>
      ),
    },
    area_name: false,
    dishes: { title: '盘 / 株', width: 100, render: (_v, r) => `${count(r.dishes)} / ${count(r.plants)}` },
    plants: false,
    reason_label: { width: 100, render: (l: string) => <Tag color="red">{l}</Tag> },
    pics: { title: '图片', align: undefined, responsive: ['sm'], render: (_v, r) => (r.pics.length ? <PicThumbs pics={r.pics} size={48} /> : '—') },
    remark: { width: undefined, responsive: ['xl'], ellipsis: true },
    operator_name: { title: '记录人', responsive: ['lg'] },
  }),
  ['date', 'batch_no', 'phase', 'reason_label'],
);

/** /plant/damaged 损耗记录: losses with reason, dishes and plants, and the pictures taken. */
export default function DamagedPage() {
  return (
    <RecordListPage<LossItem>
      page={PAGE}
      call={plantLossList}
      rowKey="event_id"
      scrollX={1150}
      extraFilters={(q, set, fid) => (
        <>
          {' '}
          <RecordSelect placeholder="原因" width={120} value={q.reason} options={REASONS} onChange={(reason?: string) => set({ reason })} />{' '}
          <BatchSelect fid={fid} value={q.batch_id as number | undefined} onChange={(batch_id?: number) => set({ batch_id })} />{' '}
        </>
      )}
      columns={COLUMNS}
    />
  );
}
