import { useState } from 'react';
import { Button, Card, Col, Empty, Input, Pagination, Popconfirm, Row, Segmented, Select, Space, Table, Tag } from 'antd';
import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { CAMERA_KIND_LABELS, type CameraView } from '@pfs/domain/camera';
import { CamTile } from '@/components/cam-tile';
import { PageContainer } from '@/components/page-container';
import { PermissionGuard } from '@/components/permission-guard';
import { tablePaging } from '@/components/table-paging';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useIotCamAreas } from '../api/get-iot-cam-areas';
import { useIotCamList } from '../api/get-iot-cam-list';
import { useDeleteIotCam } from '../api/delete-iot-cam';
import { CameraEditor } from '../components/camera-editor';

const EDIT = ['cfg.iot.edit'];

/** /iot/cams: the cameras of the factory as a live grid or a list, with the registry's edits for cfg.iot.edit. */
export default function CamsPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(EDIT);
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [q, setQ] = useState<{ page: number; size: number; area_id?: number; kw?: string }>({ page: 1, size: 12 });
  const [editing, setEditing] = useState<CameraView | null | undefined>(undefined);
  const list = useIotCamList(fid ? { fid, ...q } : undefined);
  const areas = useIotCamAreas(fid);
  const del = useDeleteIotCam();
  if (!fid) return <Empty style={{ marginTop: 80 }} description="尚未选择工厂" />;
  const items = list.data?.items ?? [];
  const remove = action(async (c: CameraView) => feedback.message.success((await del.mutateAsync({ fid, cam_id: c.cam_id })).msg));
  const actions = (c: CameraView) =>
    canEdit && (
      <Space size={4}>
        <Button size="small" type="link" onClick={() => setEditing(c)}>
          修改
        </Button>
        <Popconfirm title={`删除摄像头「${c.name}」？`} onConfirm={() => remove(c)}>
          <Button size="small" type="link" danger>
            删除
          </Button>
        </Popconfirm>
      </Space>
    );
  return (
    <PageContainer
      title="监控摄像头"
      description="各区域的摄像头画面：HLS 视频流、MJPEG 视频流或定时快照；连不上的摄像头显示为离线并自动重试。"
      extra={
        <PermissionGuard codes={EDIT}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增摄像头
          </Button>
        </PermissionGuard>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder="全部区域" style={{ width: 180 }} options={(areas.data ?? []).map((a) => ({ value: a.area_id, label: a.name }))} value={q.area_id} onChange={(area_id) => setQ({ ...q, page: 1, area_id })} />
        <Input.Search allowClear placeholder="摄像头名称" style={{ width: 200 }} onSearch={(kw) => setQ({ ...q, page: 1, kw: kw.trim() || undefined })} />
        <Segmented
          value={view}
          onChange={(v) => setView(v as 'grid' | 'list')}
          options={[
            { value: 'grid', label: '画面', icon: <AppstoreOutlined /> },
            { value: 'list', label: '列表', icon: <UnorderedListOutlined /> },
          ]}
        />
      </Space>
      {view === 'grid' ? (
        items.length === 0 ? (
          <Empty description={list.isLoading ? '加载中…' : '没有摄像头'} />
        ) : (
          <Row gutter={[12, 12]}>
            {items.map((c) => (
              <Col key={c.cam_id} xs={24} md={12} xl={8}>
                <Card size="small" title={`${c.area_name} · ${c.name}`} extra={actions(c)} styles={{ body: { padding: 8 } }}>
                  {c.enabled ? <CamTile name={c.name} kind={c.kind} url={c.view_url} /> : <Empty description="已停用" style={{ aspectRatio: '16 / 9', paddingTop: 60, margin: 0 }} />}
                </Card>
              </Col>
            ))}
          </Row>
        )
      ) : (
        <Table<CameraView>
          rowKey="cam_id"
          loading={list.isFetching}
          dataSource={items}
          scroll={{ x: 900 }}
          columns={[
            { title: '名称', dataIndex: 'name' },
            { title: '区域', dataIndex: 'area_name' },
            { title: '类型', dataIndex: 'kind', render: (k: CameraView['kind']) => CAMERA_KIND_LABELS[k] },
            { title: '地址', dataIndex: 'url', ellipsis: true },
            { title: '状态', render: (_, c) => (c.enabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
            { title: '上大屏', render: (_, c) => (c.on_screen ? '是' : '否') },
            { title: '操作', width: 130, render: (_, c) => actions(c) },
          ]}
          pagination={false}
        />
      )}
      <Pagination style={{ marginTop: 12, textAlign: 'right' }} hideOnSinglePage={view === 'grid'} {...tablePaging(q, list.data?.total_ct, setQ, '个')} />
      <CameraEditor fid={fid} open={editing !== undefined} camera={editing ?? null} onClose={() => setEditing(undefined)} />
    </PageContainer>
  );
}
