import { Card, Col, Row, Statistic, Table } from 'antd';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { finishedSummary } from '../api/get-finished-summary';
import { kg } from '../components/lot-state-tag';

/** /finished/summary 成品汇总: stock, expiring lots, temporary storage, and the last 30 days in and out. */
export default function SummaryPage() {
  const fid = useCurrentFid();
  const r = finishedSummary.use(fid ? { fid } : undefined);
  if (!fid) return null;
  const s = r.data;
  const days = (s?.days ?? []).filter((d) => d.entered_kg || d.shipped_kg || d.lost_kg || d.adjusted_kg).reverse();
  return (
    <PageContainer title="成品汇总">
      <Row gutter={[12, 12]}>
        {[
          { t: '库存', v: s?.stock_kg ?? 0, u: 'kg' },
          { t: '库存批号', v: s?.stock_lots ?? 0 },
          { t: '临期批号', v: s?.expiring_lots ?? 0, warn: true },
          { t: '过期批号', v: s?.expired_lots ?? 0, warn: true },
          { t: '暂存待入库', v: s?.tmp_kg ?? 0, u: 'kg' },
        ].map((x) => (
          <Col key={x.t} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={x.t} value={x.v} suffix={x.u} precision={x.u ? 1 : 0} valueStyle={x.warn && x.v ? { color: '#d46b08' } : undefined} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} xl={10}>
          <Card title="按作物与等级" size="small">
            <Table
              rowKey={(x) => `${x.crop}-${x.grade}`}
              size="small"
              pagination={false}
              dataSource={s?.by_crop ?? []}
              locale={{ emptyText: '没有库存' }}
              columns={[
                { title: '作物', dataIndex: 'crop' },
                { title: '等级', dataIndex: 'grade' },
                { title: '批号', dataIndex: 'lots', align: 'right' },
                { title: '库存', dataIndex: 'kg', align: 'right', render: kg },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card title="近 30 天出入库" size="small">
            <Table
              rowKey="day"
              size="small"
              pagination={{ pageSize: 10 }}
              dataSource={days}
              locale={{ emptyText: '近 30 天没有出入库' }}
              columns={[
                { title: '日期', dataIndex: 'day' },
                { title: '入库', dataIndex: 'entered_kg', align: 'right', render: kg },
                { title: '出货', dataIndex: 'shipped_kg', align: 'right', render: kg },
                { title: '入库损耗', dataIndex: 'lost_kg', align: 'right', render: kg },
                { title: '调整出库', dataIndex: 'adjusted_kg', align: 'right', render: kg },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
