import { Card, Statistic, Row, Col, type TableColumnsType } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { traceCodeList } from '../api/get-trace-code-list';
import { traceScanDays } from '../api/get-trace-scan-days';
import { FinishedList } from '../components/finished-list';
import type { z } from 'zod';
import type { traceCodeSchema } from '@pfs/domain/trace';

type Code = z.infer<typeof traceCodeSchema>;

/** A trace code's row: the code opens its public page. */
const COLUMNS: TableColumnsType<Code> = [
  {
    title: '溯源码',
    dataIndex: 'tid',
    render: (t: string, r) => (
      <a href={r.url} target="_blank" rel="noreferrer">
        {t}
      </a>
    ),
  },
  { title: '成品批号', dataIndex: 'lot_no' },
  { title: '作物', key: 'crop', render: (_v, r) => `${r.crop} ${r.grade_name}` },
  { title: '出货单', dataIndex: 'ship_no', responsive: ['md'] },
  { title: '出货日期', dataIndex: 'ship_date' },
  { title: '扫码次数', dataIndex: 'scans', align: 'right' },
  { title: '最近扫码', dataIndex: 'last_scan_at', responsive: ['lg'], render: (v: string | null) => (v ? new Date(v).toLocaleString('zh-CN') : '—') },
];

/** /finished/trace 产品溯源: trace codes issued per shipped lot, scans per code and per day (last 30 days). */
export default function TraceCodesPage() {
  const fid = useCurrentFid();
  const days = traceScanDays.use(fid ? { fid } : undefined).data;
  if (!fid) return null;
  const max = Math.max(1, ...(days?.days ?? []).map((d) => d.scans));
  return (
    <PageContainer title="产品溯源" description="每个出货批号一个溯源码，消费者扫码打开公开的溯源页面。">
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="已发放溯源码" value={days?.codes_issued ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="累计扫码" value={days?.scans_total ?? 0} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title="近 30 天每日扫码">
            <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 60 }} aria-label="每日扫码次数">
              {(days?.days ?? []).map((d) => (
                <div
                  key={d.day}
                  title={`${d.day}：${d.scans} 次`}
                  style={{ flex: 1, background: '#1f8f4e', height: `${(d.scans / max) * 100}%`, minHeight: 2 }}
                />
              ))}
            </div>
          </Card>
        </Col>
      </Row>
      <FinishedList<Code> fid={fid} use={traceCodeList.use} rowKey="tid" kwPlaceholder="批号、出货单号、作物" empty="还没有发放溯源码" columns={COLUMNS} />
    </PageContainer>
  );
}
