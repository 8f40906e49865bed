import { useState } from 'react';
import { Button, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { RECORD_STATUS_LABELS } from '@pfs/domain';
import { ListExportButton } from '@/components/list-export-button';
import { PermissionGuard } from '@/components/permission-guard';
import { tablePaging } from '@/components/table-paging';
import { useHasAnyPerm } from '@/lib/auth-store';
import { exportMaterialSupplierList } from '../api/export-material-supplier-list';
import { useMaterialSupplierList, type Supplier } from '../api/get-material-supplier-list';
import type { KindPage } from '../utils/material-kind';
import type { OpenDialog } from './material-dialogs';

type Filters = { kw?: string; status?: 'enabled' | 'disabled' };
const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** 供应商: shared by seeds, pesticides and supplies, with how many lots came from each. */
export function SuppliersTab({ fid, page, open }: { fid: number; page: KindPage; open: OpenDialog }) {
  const canEdit = useHasAnyPerm([page.editCode]);
  const [q, setQ] = useState<Filters & { page: number; size: number }>({ page: 1, size: 20 });
  const [kw, setKw] = useState('');
  const list = useMaterialSupplierList({ fid, kind: page.kind, ...q });
  const { page: _p, size: _s, ...filters } = q;
  const columns: TableColumnsType<Supplier> = [
    { title: '供应商', dataIndex: 'name' },
    { title: '联系人', dataIndex: 'contact', width: 100, render: (v: string) => v || dash },
    { title: '联系电话', dataIndex: 'phone', width: 140, render: (v: string) => v || dash },
    { title: '地址', dataIndex: 'address', ellipsis: true, render: (v: string) => v || dash },
    { title: '批号数', dataIndex: 'lot_ct', width: 80, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 70, render: (s: 'enabled' | 'disabled') => RECORD_STATUS_LABELS[s] },
    ...(canEdit
      ? [{ title: '操作', key: 'ops', width: 80, fixed: 'right' as const, render: (_v: unknown, s: Supplier) => <Button type="link" size="small" onClick={() => open({ type: 'supplier', supplier: s })}>编辑</Button> }]
      : []),
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder="名称、联系人、电话" value={kw} onChange={(e) => setKw(e.target.value)} onSearch={(v) => setQ({ ...q, page: 1, kw: v.trim() || undefined })} style={{ width: 200 }} />
        <Select<'enabled' | 'disabled'>
          allowClear
          placeholder="全部状态"
          style={{ width: 110 }}
          value={q.status}
          options={(['enabled', 'disabled'] as const).map((s) => ({ value: s, label: RECORD_STATUS_LABELS[s] }))}
          onChange={(status) => setQ({ ...q, page: 1, status })}
        />
        <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()} aria-label="刷新" />
        <ListExportButton run={() => exportMaterialSupplierList({ fid, kind: page.kind, ...filters })} />
        <PermissionGuard codes={[page.editCode]}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ type: 'supplier', supplier: null })}>
            新增供应商
          </Button>
        </PermissionGuard>
      </Space>
      <Table<Supplier>
        rowKey="supplier_id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items}
        pagination={tablePaging(q, list.data?.total_ct, setQ, '个供应商')}
        scroll={{ x: 800 }}
        locale={{ emptyText: list.isError ? '加载失败，请稍后重试' : '还没有供应商' }}
        columns={columns}
      />
    </>
  );
}
