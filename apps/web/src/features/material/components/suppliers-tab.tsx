import { Button, Space, Table, type TableColumnsType } from 'antd';
import { RECORD_STATUS_LABELS } from '@pfs/domain';
import { ListExportButton } from '@/components/list-export-button';
import { CreateButton, dash, KeywordSearch, pagedTable, RefreshButton, StatusFilter, useListQuery } from '@/components/list-page';
import { useHasAnyPerm } from '@/lib/auth-store';
import { exportMaterialSupplierList } from '../api/export-material-supplier-list';
import { useMaterialSupplierList, type Supplier } from '../api/get-material-supplier-list';
import type { KindPage } from '../utils/material-kind';
import type { OpenDialog } from './material-dialogs';

type Filters = { kw?: string; status?: 'enabled' | 'disabled' };

/** 供应商: shared by seeds, pesticides and supplies, with how many lots came from each. */
export function SuppliersTab({ fid, page, open }: { fid: number; page: KindPage; open: OpenDialog }) {
  const canEdit = useHasAnyPerm([page.editCode]);
  const { q, setQ, set, filters } = useListQuery<Filters>();
  const list = useMaterialSupplierList({ fid, kind: page.kind, ...q });
  const columns: TableColumnsType<Supplier> = [
    { title: '供应商', dataIndex: 'name' },
    { title: '联系人', dataIndex: 'contact', width: 100, render: (v: string) => v || dash },
    { title: '联系电话', dataIndex: 'phone', width: 140, render: (v: string) => v || dash },
    { title: '地址', dataIndex: 'address', ellipsis: true, render: (v: string) => v || dash },
    { title: '批号数', dataIndex: 'lot_ct', width: 80, align: 'right' },
    { title: '状态', dataIndex: 'status', width: 70, render: (s: 'enabled' | 'disabled') => RECORD_STATUS_LABELS[s] },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'ops',
            width: 80,
            fixed: 'right' as const,
            render: (_v: unknown, s: Supplier) => (
              <Button type="link" size="small" onClick={() => open({ type: 'supplier', supplier: s })}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch placeholder="名称、联系人、电话" onSearch={(kw) => set({ kw })} />
        <StatusFilter value={q.status} width={110} onChange={(status) => set({ status })} />
        <RefreshButton list={list} />
        <ListExportButton run={() => exportMaterialSupplierList({ fid, kind: page.kind, ...filters })} />
        <CreateButton codes={[page.editCode]} onClick={() => open({ type: 'supplier', supplier: null })} label="新增供应商" />
      </Space>
      <Table<Supplier> rowKey="supplier_id" {...pagedTable(list, q, setQ, '个供应商', '还没有供应商')} scroll={{ x: 800 }} columns={columns} />
    </>
  );
}
