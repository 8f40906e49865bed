import { Tag, Typography, type TableColumnsType } from 'antd';
import { LOSS_REASON_LABELS } from '@pfs/domain';
import { plantLossList, type LossItem } from '../api/get-plant-loss-list';
import { BatchLink } from '../components/batch-link';
import { PicThumbs } from '../components/batch-pics';
import { PhaseTag } from '../components/phase-tag';
import { BatchSelect } from '../components/plant-pickers';
import { RecordListPage, RecordSelect } from '../components/record-list';
import { specName } from '../utils/cycle-chart-option';
import { count } from '../utils/plant-format';

const REASONS = Object.entries(LOSS_REASON_LABELS).map(([value, label]) => ({ value, label }));

const PAGE = { title: '损耗记录', description: '病害、虫害、机械损伤等造成的损耗；点击缩略图查看原图。' };

const COLUMNS: TableColumnsType<LossItem> = [
  { title: '日期', dataIndex: 'date', width: 110 },
  {
    title: '批次号',
    dataIndex: 'batch_no',
    render: (no: string, r) => (
      <>
        <BatchLink id={r.batch_id} no={no} />
        <br />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {specName(r)}
        </Typography.Text>
      </>
    ),
  },
  {
    title: '位置',
    key: 'where',
    responsive: ['md'],
    render: (_v, r) => (
      <span>
        <PhaseTag phase={r.phase} />
        {r.area_name}
      </span>
    ),
  },
  { title: '原因', dataIndex: 'reason_label', width: 100, render: (l: string) => <Tag color="red">{l}</Tag> },
  { title: '盘 / 株', key: 'n', align: 'right', width: 100, render: (_v, r) => `${count(r.dishes)} / ${count(r.plants)}` },
  { title: '图片', key: 'pics', responsive: ['sm'], render: (_v, r) => (r.pics.length ? <PicThumbs pics={r.pics} size={48} /> : '—') },
  { title: '备注', dataIndex: 'remark', responsive: ['xl'], ellipsis: true },
  { title: '记录人', dataIndex: 'operator_name', responsive: ['lg'] },
];

/** /plant/damaged 损耗记录: losses with reason, dishes and plants, and the pictures taken. */
export default function DamagedPage() {
  return (
    <RecordListPage<LossItem>
      page={PAGE}
      call={plantLossList}
      rowKey="event_id"
      emptyText="没有符合条件的损耗记录"
      dayLabel="损耗日期"
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
