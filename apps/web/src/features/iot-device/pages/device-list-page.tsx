import { useState } from 'react';
import { Badge, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { formatFactoryTime, formatValue, formatValueWithUnit } from '@pfs/domain';
import { POINT_KIND_LABELS } from '@pfs/domain/iot-device';
import { PageContainer } from '@/components/page-container';
import { CreateButton, dash, DeleteAction, editorOpsColumn, pagedTable, RowAction } from '@/components/list-page';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { areaOptions, useIotAreas } from '@/lib/iot-data/get-iot-area-list';
import { useDeleteIotDev } from '../api/delete-iot-dev';
import { useIotDevList, type Device, type DeviceQuery } from '../api/get-iot-dev-list';
import { useIotDevgrpList } from '../api/get-iot-devgrp-list';
import { useIotGwList } from '@/lib/iot-data/get-iot-gw-list';
import { DeviceCreateModal } from '../components/device-create-modal';
import { DeviceEditDrawer } from '../components/device-edit-drawer';
import { KIND_COLORS, KIND_OPTIONS } from '../utils/labels';

const value = (d: Device) => {
  if (!d.ts) return <Typography.Text type="secondary">尚无数据</Typography.Text>;
  const v =
    d.kind === 'switch' ? (d.on ? `开启${d.value !== null ? ` ${formatValue(d.value, d.unit)}${d.unit}` : ''}` : '关闭') : formatValueWithUnit(d.value, d.unit);
  // Older than the sensor's 数据中断 minutes: shown in red, as the alarm would say.
  const stale = d.alarm?.stale_min != null && Date.now() - Date.parse(d.ts) >= d.alarm.stale_min * 60_000;
  return (
    <>
      {v}
      <br />
      <Typography.Text type={stale ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {formatFactoryTime(d.ts)}
        {stale && '（数据中断）'}
      </Typography.Text>
    </>
  );
};

const alarmSummary = (d: Device) => {
  const a = d.alarm;
  if (d.kind === 'switch') return dash;
  if (!a) return <Typography.Text type="secondary">未设置</Typography.Text>;
  const parts = [a.low !== null && `下限 ${a.low}`, a.high !== null && `上限 ${a.high}`, a.stale_min !== null && `${a.stale_min} 分钟无数据`].filter(Boolean);
  return (
    <Space size={4} wrap>
      {!a.enabled && <Tag>已停用</Tag>}
      <Tag color={a.level === 0 || a.level === 5 ? 'red' : 'orange'}>{a.level} 级</Tag>
      <span>{parts.join('，') || '仅级别'}</span>
    </Space>
  );
};

export default function DeviceListPage() {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const [q, setQ] = useState<Omit<DeviceQuery, 'fid'>>({ page: 1, size: 20 });
  const list = useIotDevList(fid ? { fid, ...q } : undefined);
  const areas = useIotAreas(fid);
  const groups = useIotDevgrpList(fid);
  const gws = useIotGwList(fid);
  const del = useDeleteIotDev();
  const [editing, setEditing] = useState<Device | null>(null);
  const [adding, setAdding] = useState(false);
  if (!fid) return null;
  const set = (patch: Partial<DeviceQuery>) => setQ({ ...q, ...patch, page: 1 });
  const links = (d: Device) => (
    <>
      <RowAction onClick={() => setEditing(d)}>编辑</RowAction>
      <DeleteAction
        title={`删除设备“${d.name}”？`}
        description="其历史读数一并删除；若网关仍上报该点位，下次上线时会重新出现。"
        run={async () => (await del.mutateAsync({ fid, point_id: d.point_id })).msg}
      />
    </>
  );
  const columns: TableColumnsType<Device> = [
    {
      title: '设备',
      dataIndex: 'name',
      render: (n: string, d) => (
        <>
          <Typography.Text delete={!d.enabled}>{n}</Typography.Text>
          <br />
          <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
            {d.code}
          </Typography.Text>
        </>
      ),
    },
    { title: '类型', dataIndex: 'kind', width: 90, render: (k: Device['kind']) => <Tag color={KIND_COLORS[k]}>{POINT_KIND_LABELS[k]}</Tag> },
    {
      title: '网关 / 区域',
      key: 'gw',
      width: 180,
      render: (_v, d) => (
        <>
          <Badge status={d.gw_online ? 'success' : 'error'} text={d.gw_name} />
          <br />
          <Typography.Text type="secondary">{d.area_name ?? '未设区域'}</Typography.Text>
        </>
      ),
    },
    { title: '分组', dataIndex: 'grp_name', width: 120, render: (g: string | null) => g ?? <Typography.Text type="secondary">未分组</Typography.Text> },
    { title: '最新', key: 'value', width: 170, render: (_v, d) => value(d) },
    { title: '告警设置', key: 'alarm', width: 230, render: (_v, d) => alarmSummary(d) },
    { title: '排序', dataIndex: 'sort_no', width: 70 },
    editorOpsColumn<Device>(130, canEdit, links, 'right'),
  ];
  return (
    <PageContainer
      title="设备"
      description="网关上报的传感器、开关与计量表。可修改显示名称、单位、分组与排序，为传感器设置上下限、告警级别与数据中断检查。"
      extra={<CreateButton codes={['cfg.iot.edit']} onClick={() => setAdding(true)} label="预登记设备" />}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder="区域" style={{ width: 150 }} options={areaOptions(areas.data)} onChange={(area_id?: number) => set({ area_id })} />
        <Select
          allowClear
          placeholder="网关"
          style={{ width: 170 }}
          options={(gws.data ?? []).map((g) => ({ value: g.gw_id, label: g.name }))}
          onChange={(gw_id?: number) => set({ gw_id })}
        />
        <Select
          allowClear
          placeholder="分组"
          style={{ width: 150 }}
          options={[{ value: 0, label: '未分组' }, ...(groups.data ?? []).map((g) => ({ value: g.grp_id, label: g.name }))]}
          onChange={(grp_id?: number) => set({ grp_id })}
        />
        <Select allowClear placeholder="类型" style={{ width: 110 }} options={KIND_OPTIONS} onChange={(kind?: DeviceQuery['kind']) => set({ kind })} />
        <Input.Search allowClear placeholder="名称或编码" style={{ width: 200 }} onSearch={(keyword) => set({ keyword: keyword || undefined })} />
      </Space>
      <Table<Device> rowKey="point_id" {...pagedTable(list, q, setQ, '个', '没有符合条件的设备')} scroll={{ x: 1100 }} columns={columns} />
      <DeviceEditDrawer fid={fid} device={editing} onClose={() => setEditing(null)} />
      <DeviceCreateModal fid={fid} open={adding} gateways={gws.data ?? []} onClose={() => setAdding(false)} />
    </PageContainer>
  );
}
