import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Badge, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Space, Statistic, Tag } from 'antd';
import { EChart } from '@/components/echart/echart';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useFacAreaDetail } from '../api/get-fac-area-detail';
import { AreaBatchesTable } from '../components/area-batches-table';
import { AreaClimateCard } from '../components/area-climate-card';
import { AreaHistoryTable } from '../components/area-history-table';
import { AreaKindTag } from '../components/area-kind-tag';
import { StatusTag } from '../components/status-tag';
import { occupancyOption } from '../utils/occupancy-option';

/** /cfg/factory/area_detail?area_id= [cfg.fac.list]: one area now, over the last 30 days, and its history. */
export default function AreaDetailPage() {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const raw = params.get('area_id');
  const areaId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const detail = useFacAreaDetail(fid, areaId);
  const d = detail.data;
  const option = useMemo(() => (d ? occupancyOption(d.occupancy, d.area.capacity) : null), [d]);
  if (!fid) return <NoFactory />;
  if (!areaId)
    return (
      <Empty style={{ marginTop: 80 }} description="没有指定区域">
        <Link to="/cfg/factory/areas">去区域列表选择</Link>
      </Empty>
    );
  return (
    <PageContainer
      title={d ? `区域详情：${d.area.name}` : '区域详情'}
      description={d ? `${d.area.field_name} · 每分钟刷新` : undefined}
      extra={<Link to="/cfg/factory/areas">返回区域列表</Link>}
    >
      {detail.isError && <Alert type="error" showIcon message="区域详情加载失败：区域不存在、不属于本工厂，或网络异常" />}
      {detail.isLoading && <Skeleton active />}
      {d && option && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
            <Descriptions.Item label="类型">
              <AreaKindTag kind={d.area.kind} />
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag status={d.area.status} />
            </Descriptions.Item>
            <Descriptions.Item label="盘位">
              {d.area.capacity > 0 ? `${d.area.racks} 架 × ${d.area.layers} 层 × ${d.area.positions_per_layer} 盘位` : '未设置'}
            </Descriptions.Item>
            <Descriptions.Item label="环境网关">
              {d.area.gateways.length === 0 ? (
                '未关联'
              ) : (
                <Space size={[0, 4]} wrap>
                  {d.area.gateways.map((g) => (
                    <Tag key={g.gw_id}>
                      <Badge status={g.online ? 'success' : 'default'} /> {g.name}
                    </Tag>
                  ))}
                </Space>
              )}
            </Descriptions.Item>
            {d.area.remark && <Descriptions.Item label="备注">{d.area.remark}</Descriptions.Item>}
          </Descriptions>
          <Row gutter={[16, 16]}>
            {[
              { title: '盘位容量', value: d.area.capacity },
              { title: '现有盘数', value: d.area.dishes },
              { title: '空位', value: d.area.free },
              { title: '批次', value: d.area.batch_ct },
            ].map((st) => (
              <Col key={st.title} xs={12} md={6}>
                <Statistic title={st.title} value={st.value} />
              </Col>
            ))}
          </Row>
          <AreaClimateCard detail={d} />
          <Card title="近 30 天占用（每日结束时的盘数）" size="small">
            <EChart option={option} height={260} label={`${d.area.name} 近 30 天每日盘数`} />
          </Card>
          <AreaBatchesTable batches={d.batches} />
          <AreaHistoryTable fid={fid} areaId={areaId} />
        </Flex>
      )}
    </PageContainer>
  );
}
