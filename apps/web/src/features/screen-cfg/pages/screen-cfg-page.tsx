import { Badge, Button, Card, Col, Row, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { SCREEN_VARIANT_LABELS, type ScreenStatus } from '@pfs/domain/screen';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useScreenStatus } from '../api/get-screen-status';
import { screenUrl } from '../components/screen-links';

type Client = ScreenStatus['clients'][number];
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /cfg/factory/screen-cfg: the three templates (published, main) and the screens that are on now, from their heartbeats. */
export default function ScreenCfgPage() {
  const fid = useCurrentFid();
  const status = useScreenStatus(fid);
  if (!fid) return <NoFactory />;
  const clients = status.data?.clients ?? [];
  return (
    <PageContainer title="大屏配置" description="配置每个展示大屏模板显示的传感器、图片、摄像头与信息面板；只有已发布的模板对外可见。/screen/工厂编号 打开主模板。">
      <Row gutter={[16, 16]}>
        {(status.data?.variants ?? []).map((v) => (
          <Col key={v.variant} xs={24} lg={8}>
            <Card
              title={SCREEN_VARIANT_LABELS[v.variant]}
              extra={
                <Space>
                  {v.is_main && <Tag color="blue">主模板</Tag>}
                  {v.published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>}
                </Space>
              }
              actions={[
                <Link key="edit" to={`/cfg/factory/screen-cfg/${v.variant}`}>
                  配置
                </Link>,
                <a key="open" href={screenUrl(v.variant, fid)} target="_blank" rel="noreferrer">
                  打开大屏
                </a>,
              ]}
            >
              <Typography.Text type="secondary">{v.updated_at ? `上次保存 ${when(v.updated_at)}` : '尚未配置'}</Typography.Text>
              <div>在线屏幕：{clients.filter((c) => c.variant === v.variant && c.online).length} 块</div>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="屏幕在线情况（近 24 小时，每 30 秒心跳）" style={{ marginTop: 16 }} extra={<Button onClick={() => void status.refetch()}>刷新</Button>}>
        <Table<Client>
          rowKey="client_id"
          size="small"
          loading={status.isFetching}
          dataSource={clients}
          scroll={{ x: 800 }}
          locale={{ emptyText: '近 24 小时没有打开的屏幕' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: '状态', width: 90, render: (_, c) => (c.online ? <Badge status="success" text="在线" /> : <Badge status="default" text="已离线" />) },
            { title: '模板', render: (_, c) => SCREEN_VARIANT_LABELS[c.variant] },
            { title: '页面', dataIndex: 'path' },
            { title: '地址', dataIndex: 'ip' },
            { title: '开启于', render: (_, c) => when(c.first_at) },
            { title: '最后心跳', render: (_, c) => when(c.last_at) },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
