import { Col, Descriptions, Row, Statistic, Table, Tag, Typography, type StatisticProps, type TableColumnsType } from 'antd';
import { formatKgNumber } from '@pfs/domain';
import { type BatchDetail } from '@pfs/domain/plant';
import { smallTable } from '@/components/list-page';
import { factoryToday, kgText } from '../utils/plant-format';

type Protection = BatchDetail['protections'][number];

/** A weight as a scale reads it (12.5 kg, not 12.500), or a dash when there is none yet. */
const kg = (n: number | null): Pick<StatisticProps, 'value' | 'suffix'> => (n === null ? { value: '—' } : { value: formatKgNumber(n), suffix: 'kg' });

/** Harvest by grade, yield per dish against the spec, and where the kg are now. */
export function BatchHarvest({ h }: { h: BatchDetail['harvest'] }) {
  const pct = h.kg_per_dish !== null && h.expected_kg_per_dish > 0 ? Math.round((h.kg_per_dish / h.expected_kg_per_dish) * 100) : null;
  const stats: (StatisticProps & { title: string })[] = [
    { title: '已采收', ...kg(h.kg) },
    { title: '每盘产量', ...kg(h.kg_per_dish) },
    { title: '规格预期每盘', ...kg(h.expected_kg_per_dish) },
    {
      title: '达成率',
      value: pct ?? '—',
      suffix: pct === null ? undefined : '%',
      valueStyle: pct !== null && pct < 90 ? { color: '#f5222d' } : undefined,
    },
  ];
  return (
    <>
      <Row gutter={[16, 16]}>
        {stats.map((s) => (
          <Col key={s.title} xs={12} md={6}>
            <Statistic {...s} />
          </Col>
        ))}
      </Row>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 16 }}>
        {h.by_grade.map((g) => (
          <Descriptions.Item key={g.grade} label={`${g.name}（${g.grade}）`}>
            {kgText(g.kg)}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Typography.Text type="secondary">
        待转存 {kgText(h.kg_by_phase.pick)} · 暂存 {kgText(h.kg_by_phase.tmp_storage)} · 已入库 {kgText(h.kg_by_phase.storage)}
      </Typography.Text>
    </>
  );
}

const protectionColumns = (today: string): TableColumnsType<Protection> => [
  { title: '日期', dataIndex: 'date', width: 110 },
  { title: '农药', dataIndex: 'pesticide' },
  { title: '安全间隔', dataIndex: 'safe_days', width: 90, responsive: ['sm'], render: (n: number) => `${n} 天` },
  { title: '可采收', dataIndex: 'safe_from', width: 150, render: (d: string) => (d > today ? <Tag color="orange">{d} 起</Tag> : d) },
];

/** Crop protections that treated the batch, with the day each safety interval ends. */
export function BatchProtections({ list }: { list: Protection[] }) {
  return <Table<Protection> rowKey="prot_id" {...smallTable(list)} locale={{ emptyText: '没有植保记录' }} columns={protectionColumns(factoryToday())} />;
}
