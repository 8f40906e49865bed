import { useState } from 'react';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { PLANT_TYPE_LABELS } from '@pfs/domain/factory-cfg';
import { type SysFactory } from '@pfs/domain/sys-factory';
import { PageContainer } from '@/components/page-container';
import { useSysFactoryList } from '../api/sys-factory';
import { FactoryCreateDrawer } from '../components/factory-create-drawer';
import { wholeRows } from '@/components/table-empty';

const plantTypeLabel = (t: string) => PLANT_TYPE_LABELS[t as keyof typeof PLANT_TYPE_LABELS] ?? t;

/** 管理后台 → 工厂管理: every factory of the installation, and 新建工厂. */
export default function FactoryAdminPage() {
  const list = useSysFactoryList();
  const [creating, setCreating] = useState(false);
  const facs = list.data ?? [];
  return (
    <PageContainer
      title="工厂管理"
      description="本系统的全部工厂。新建的工厂带有角色模板，您以厂长身份加入，可在控制台顶栏切换进入。"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建工厂
        </Button>
      }
    >
      {list.error && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<SysFactory>
        rowKey="fid"
        {...wholeRows(facs, list.isLoading, '还没有工厂：点「新建工厂」创建第一个')}
        scroll={{ x: 760 }}
        columns={[
          {
            title: '工厂名称',
            dataIndex: 'fac_name',
            render: (name: string, f) => (
              <Space size={4}>
                <Typography.Text strong>{name}</Typography.Text>
                {f.short_name && <Typography.Text type="secondary">（{f.short_name}）</Typography.Text>}
                {f.for_test && <Tag color="orange">测试</Tag>}
              </Space>
            ),
          },
          { title: '编号 fid', dataIndex: 'fid', width: 90 },
          { title: '所在城市区县', dataIndex: 'city_district', render: (v: string) => v || '—' },
          { title: '种植类型', dataIndex: 'plant_types', render: (v: string[]) => v.map(plantTypeLabel).join('、') || '—' },
          {
            title: '模块',
            dataIndex: 'modules',
            render: (mods: SysFactory['modules']) =>
              mods.length ? mods.map((m) => <Tag key={m.mcode}>{m.name}</Tag>) : <Typography.Text type="secondary">无</Typography.Text>,
          },
          { title: '成员', dataIndex: 'member_ct', width: 70, align: 'right' },
          { title: '创建时间', dataIndex: 'created_at', width: 170, render: (v: string) => formatFactoryTime(v, 'YYYY-MM-DD HH:mm') },
        ]}
      />
      <FactoryCreateDrawer open={creating} onClose={() => setCreating(false)} />
    </PageContainer>
  );
}
