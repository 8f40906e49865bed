import { useState } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { CreateButton, dash, DeleteAction, editorOpsColumn, RowAction, wholeTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { useRecordDialog } from '@/lib/record-dialog';
import { useDeleteIotDevgrp } from '../api/delete-iot-devgrp';
import { useIotDevgrpList, type DeviceGroup } from '../api/get-iot-devgrp-list';
import { GroupFormModal } from '../components/group-form-modal';
import { GroupPointsModal } from '../components/group-points-modal';

export default function DeviceGroupPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const list = useIotDevgrpList(fid);
  const del = useDeleteIotDevgrp();
  const editor = useRecordDialog<DeviceGroup>();
  const [assigning, setAssigning] = useState<DeviceGroup | null>(null);
  if (!fid) return null;
  const links = (g: DeviceGroup) => (
    <>
      <RowAction onClick={() => setAssigning(g)}>选择设备</RowAction>
      <RowAction onClick={() => editor.edit(g)}>编辑</RowAction>
      <DeleteAction
        title={`删除分组“${g.name}”？`}
        description={g.point_ct > 0 ? `其中 ${g.point_ct} 个设备将变为未分组，设备本身不受影响。` : '设备本身不受影响。'}
        run={async () => (await del.mutateAsync({ fid, grp_id: g.grp_id })).msg}
      />
    </>
  );
  const columns: TableColumnsType<DeviceGroup> = [
    { title: '排序', dataIndex: 'sort_no', width: 70 },
    { title: '分组', dataIndex: 'name' },
    {
      title: '区域',
      dataIndex: 'area_name',
      width: 140,
      render: (a: string | null) => a ?? <Typography.Text type="secondary">不限区域</Typography.Text>,
    },
    { title: '设备数', dataIndex: 'point_ct', width: 90 },
    { title: '说明', dataIndex: 'description', render: (d: string) => d || dash },
    editorOpsColumn<DeviceGroup>(200, canEdit, links),
  ];
  return (
    <PageContainer
      title="设备分组"
      description="把同一区域里的开关与传感器编成组（如“A 排补光灯”），控制面板按区域、再按分组排列。"
      extra={<CreateButton codes={['cfg.iot.edit']} onClick={editor.create} label="新建分组" />}
    >
      <Table<DeviceGroup> rowKey="grp_id" size="middle" {...wholeTable(list, '还没有设备分组')} scroll={{ x: 800 }} columns={columns} />
      <GroupFormModal fid={fid} open={editor.open} group={editor.record} onClose={editor.close} />
      <GroupPointsModal fid={fid} group={assigning} onClose={() => setAssigning(null)} />
    </PageContainer>
  );
}
