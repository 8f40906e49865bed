import { Card, Col, Row, Statistic } from 'antd';
import type { SiStatsRow } from '@pfs/domain/si';

const rate = (v: number | null) => (v === null ? '—' : v);

/** 完成率, 按时率, 异常率 and 平均处理用时 of a range, each with the counts it comes from. */
export function SiStatsKpis({ total, extra }: { total?: SiStatsRow; extra?: { title: string; value: number }[] }) {
  const t = total;
  const cards = [
    { title: '完成率', value: rate(t?.completion_rate ?? null), suffix: t?.completion_rate != null ? '%' : undefined, note: t ? `${t.done}/${t.plans} 个计划` : '' },
    { title: '按时率', value: rate(t?.on_time_rate ?? null), suffix: t?.on_time_rate != null ? '%' : undefined, note: t ? `按时 ${t.on_time}，逾期未完成 ${t.overdue}` : '' },
    { title: '异常率', value: rate(t?.err_rate ?? null), suffix: t?.err_rate != null ? '%' : undefined, note: t ? `${t.err_ct}/${t.items} 项次` : '' },
    { title: '平均处理用时', value: rate(t?.avg_handle_hours ?? null), suffix: t?.avg_handle_hours != null ? '小时' : undefined, note: t ? `已处理 ${t.cases_handled} 个异常` : '' },
    ...(extra ?? []).map((e) => ({ ...e, suffix: '个', note: '' })),
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {cards.map((c) => (
        <Col key={c.title} xs={12} md={cards.length > 4 ? 8 : 6} xl={cards.length > 4 ? 4 : 6}>
          <Card size="small" loading={!t}>
            <Statistic title={c.title} value={c.value} suffix={c.suffix} />
            {c.note && <div style={{ fontSize: 12, opacity: 0.65 }}>{c.note}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
