import { Button, Space, Table } from 'antd';
import { materialSupplierList } from '@pfs/domain/material';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { CreateButton, KeywordSearch, pagedTable, RefreshButton, StatusFilter, useListQuery, type KeywordStatusFilters } from '@/components/list-page';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMaterialSupplierList, type Supplier } from '../api/get-material-supplier-list';
import type { KindPage } from '../utils/material-kind';
import type { OpenDialog } from './material-dialogs';
import { orDash } from './or-dash';

/** 供应商: shared by seeds, pesticides and supplies, with how many lots came from each. */
export function SuppliersTab({ fid, page, open }: { fid: number; page: KindPage; open: OpenDialog }) {
  const canEdit = useHasAnyPerm([page.editCode]);
  const { q, setQ, set, filters } = useListQuery<KeywordStatusFilters>();
  const list = useMaterialSupplierList({ fid, kind: page.kind, ...q });
  const columns = tableColumnsOf<Supplier>(
    materialSupplierList,
    {
      name: { width: undefined },
      contact: { width: 100, render: orDash },
      phone: { width: 140, render: orDash },
      address: { width: undefined, ellipsis: true, render: orDash },
      lot_ct: { width: 80, align: 'right' },
      status: { width: 70 },
      remark: false,
    },
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
  );
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch placeholder="名称、联系人、电话" onSearch={(kw) => set({ kw })} />
        <StatusFilter value={q.status} width={110} onChange={(status) => set({ status })} />
        <RefreshButton list={list} />
        <ListExportButton list={materialSupplierList} filter={{ fid, kind: page.kind, ...filters }} />
        <CreateButton codes={[page.editCode]} onClick={() => open({ type: 'supplier', supplier: null })} label="新增供应商" />
      </Space>
      <Table<Supplier> rowKey="supplier_id" {...pagedTable(list, q, setQ, '个供应商', '还没有供应商')} scroll={{ x: 800 }} columns={columns} />
    </>
  );
}
