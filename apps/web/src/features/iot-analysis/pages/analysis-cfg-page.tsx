import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { ANALYSIS_RANGES, ANALYSIS_VIEWS } from '@pfs/domain/iot-analysis';
import { DeleteAction } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useDeleteIotAnalysisSet } from '../api/delete-iot-analysis-set';
import { usePointIndex } from '@/lib/iot-data/get-iot-point-options';
import { useIotAnalysisSetList, type AnalysisSet } from '../api/get-iot-analysis-set-list';
import { AnalysisSetDrawer } from '../components/analysis-set-drawer';

/** /iot/analysis-cfg [cfg.iot.edit]: the factory's saved analysis sets — sensors, default range, display options. */
export default function AnalysisCfgPage() {
  const fid = useCurrentFid();
  const navigate = useNavigate();
  const sets = useIotAnalysisSetList(fid);
  const points = usePointIndex(fid);
  const del = useDeleteIotAnalysisSet();
  const [drawer, setDrawer] = useState<{ open: boolean; editing: AnalysisSet | null }>({ open: false, editing: null });
  if (!fid) return <NoFactory />;
  const pointName = (id: number) => {
    const p = points.get(id);
    return p ? `${p.gw_name} ${p.name}` : `已删除的点位 ${id}`;
  };
  return (
    <PageContainer
      title="分析配置"
      description="保存常用的传感器组合、默认时间范围和显示方式，在「数据分析」中一键载入。"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true, editing: null })}>
          新建分析
        </Button>
      }
    >
      <Table<AnalysisSet>
        rowKey="set_id"
        loading={sets.isLoading}
        dataSource={sets.data}
        pagination={false}
        scroll={{ x: 1380 }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={sets.isError ? '分析配置加载失败，请刷新重试' : '还没有保存的分析，点击「新建分析」'} />
          ),
        }}
        columns={[
          {
            title: '名称',
            dataIndex: 'name',
            width: 180,
            render: (v: string, s) => <Typography.Link onClick={() => void navigate(`/iot/analysis?set=${s.set_id}`)}>{v}</Typography.Link>,
          },
          {
            title: '传感器',
            dataIndex: 'point_ids',
            width: 320,
            render: (ids: number[]) => (
              <Space size={[4, 4]} wrap>
                {ids.map((id) => (
                  <Tag key={id}>{pointName(id)}</Tag>
                ))}
              </Space>
            ),
          },
          { title: '默认范围', dataIndex: 'range_days', width: 120, render: (d: number) => ANALYSIS_RANGES[d as keyof typeof ANALYSIS_RANGES] ?? `${d} 天` },
          {
            title: '默认视图',
            dataIndex: 'view',
            width: 150,
            render: (v: keyof typeof ANALYSIS_VIEWS, s) => (
              <>
                {ANALYSIS_VIEWS[v]}
                {s.normalise && v === 'compare' && <Tag style={{ marginLeft: 4 }}>归一化</Tag>}
              </>
            ),
          },
          { title: '白天时段', key: 'day', width: 120, render: (_v, s) => `${s.day_start}–${s.day_end}` },
          { title: '备注', dataIndex: 'remark', ellipsis: true, width: 160 },
          { title: '更新时间', dataIndex: 'updated_at', width: 170, render: (v: string) => formatFactoryTime(v) },
          {
            title: '操作',
            key: 'ops',
            width: 190,
            fixed: 'right',
            render: (_v, s) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => void navigate(`/iot/analysis?set=${s.set_id}`)}>
                  分析
                </Button>
                <Button type="link" size="small" onClick={() => setDrawer({ open: true, editing: s })}>
                  编辑
                </Button>
                <DeleteAction title={`删除分析「${s.name}」？`} run={async () => (await del.mutateAsync({ fid, set_id: s.set_id })).msg} />
              </Space>
            ),
          },
        ]}
      />
      <AnalysisSetDrawer fid={fid} open={drawer.open} editing={drawer.editing} onClose={() => setDrawer({ open: false, editing: null })} />
    </PageContainer>
  );
}
