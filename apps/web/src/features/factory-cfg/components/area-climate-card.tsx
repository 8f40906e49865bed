import { Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { formatFactoryTime, formatValue } from '@pfs/domain';
import { type AreaDetail } from '@pfs/domain/factory-cfg';
import { rangeText } from '../utils/climate-targets-form';
import { climateStatus } from '../utils/climate-status';

const STATE = { ok: { color: 'green', text: '达标' }, low: { color: 'blue', text: '偏低' }, high: { color: 'red', text: '偏高' }, none: null } as const;

/** The area's climate now (its gateways' latest readings) against the targets of its kind. */
export function AreaClimateCard({ detail }: { detail: AreaDetail }) {
  const { climate, targets, area } = detail;
  const light = targets && [rangeText(targets.light_hours_min, targets.light_hours_max, '小时/天'), rangeText(targets.dli_min, targets.dli_max, 'mol/m²/天')];
  return (
    <Card
      title="实时环境"
      size="small"
      extra={<Typography.Text type="secondary">来自{area.gateways.length ? area.gateways.map((g) => g.name).join('、') : '（未关联网关）'}</Typography.Text>}
    >
      {climate.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={area.gateways.length ? '关联的网关还没有温湿度、CO2 或光照读数' : '还没有关联环境网关，请在「物联网配置」中设置'}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {climate.map((c) => {
            const s = climateStatus(c, targets);
            const tag = STATE[s.state];
            return (
              <Col xs={12} md={6} key={c.quantity}>
                <Statistic title={c.name} value={formatValue(c.value, c.unit, c.quantity)} suffix={c.unit} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.target ? <>目标 {s.target} </> : '未设目标 '}
                  {tag && <Tag color={tag.color}>{tag.text}</Tag>}
                  <br />
                  {formatFactoryTime(c.ts, 'MM-DD HH:mm')}
                </Typography.Text>
              </Col>
            );
          })}
        </Row>
      )}
      {light?.some(Boolean) && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          光照目标：{light.filter(Boolean).join('，')}（按天统计，见批次的环境汇总）
        </Typography.Paragraph>
      )}
    </Card>
  );
}
