import { useState } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { CONTACT_FULL_CODE, PERMISSION_LABELS, formatKg } from '@pfs/domain';
import { type CustomerView } from '@pfs/domain/customer';
import { CUSTOMER_KINDS, CUSTOMER_KIND_LABELS, type CustomerKind } from '@pfs/domain/sales';
import { CreateButton, NameLink, RowAction, opsColumn, pagedTable, statusColumn, useFactoryListQuery } from '@/components/list-page';
import { KeywordSearch, ListToolbar, OptionFilters, StatusFilter, labelOptions } from '@/components/list-filters';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useRecordDialog } from '@/lib/record-dialog';
import { action } from '@/lib/user-action';
import { loadCustomerForm } from '../api/get-customer-form';
import { useCustomerList } from '../api/get-customer-list';
import { CustomerDetailDrawer } from '../components/customer-detail-drawer';
import { CustomerFormDrawer } from '../components/customer-form-drawer';

type Filters = { kw?: string; kind?: CustomerKind; status?: 'enabled' | 'disabled' };

/** /plant/customer [customer.list]: customers with contacts (mobiles whole for customer.edit, masked otherwise), addresses and orders. */
export default function CustomerPage() {
  const { fid, canEdit, mobile, q, setQ, set, body } = useFactoryListQuery<Filters>(['customer.edit']);
  const list = useCustomerList(body);
  const editor = useRecordDialog<CustomerView>();
  const [viewing, setViewing] = useState<number | null>(null);
  if (!fid) return <NoFactory />;
  const edit = action(async (c: CustomerView) => editor.edit(await loadCustomerForm(fid, c.cust_id)));
  const columns: TableColumnsType<CustomerView> = [
    { title: '客户名称', dataIndex: 'name', render: (n: string, c) => <NameLink onClick={() => setViewing(c.cust_id)}>{n}</NameLink> },
    { title: '类型', dataIndex: 'kind', width: 90, render: (k: CustomerKind) => CUSTOMER_KIND_LABELS[k] },
    { title: '联系人', key: 'contact', width: 200, render: (_v, c) => (c.contacts[0] ? `${c.contacts[0].name} ${c.contacts[0].mobile}` : '—') },
    { title: '订单（未完成）', key: 'orders', width: 120, render: (_v, c) => `${c.order_ct}（${c.open_order_ct}）` },
    { title: '订购量', dataIndex: 'ordered_kg', width: 110, render: (v: number) => formatKg(v) },
    { title: '最近交货', dataIndex: 'last_order_date', width: 110, render: (v: string | null) => v ?? '—' },
    { title: '下次交货', dataIndex: 'next_delivery_date', width: 110, render: (v: string | null) => v ?? '—' },
    statusColumn(80),
    opsColumn<CustomerView>(120, mobile, (c) => (
      <Space size={0}>
        <RowAction onClick={() => setViewing(c.cust_id)}>详情</RowAction>
        {canEdit && <RowAction onClick={() => edit(c)}>编辑</RowAction>}
      </Space>
    )),
  ];
  return (
    <PageContainer
      title="客户"
      description={`客户资料、联系人和送货地址。${canEdit ? '' : `联系电话脱敏显示（完整号码需「${PERMISSION_LABELS[CONTACT_FULL_CODE]}」权限）。`}`}
      extra={<CreateButton codes={['customer.edit']} onClick={editor.create} label="新建客户" />}
    >
      <ListToolbar list={list}>
        <KeywordSearch placeholder="客户名称、联系人或备注" width={240} onSearch={(kw) => set({ kw })} />
        <OptionFilters<Filters>
          q={q}
          set={set}
          filters={[{ key: 'kind', placeholder: '全部类型', width: 130, options: labelOptions(CUSTOMER_KINDS, CUSTOMER_KIND_LABELS) }]}
        />
        <StatusFilter value={q.status} onChange={(status) => set({ status })} />
      </ListToolbar>
      <Table<CustomerView> rowKey="cust_id" {...pagedTable(list, q, setQ, '个客户', '没有符合条件的客户')} scroll={{ x: 1000 }} columns={columns} />
      <CustomerFormDrawer fid={fid} open={editor.open} customer={editor.record} onClose={editor.close} />
      <CustomerDetailDrawer fid={fid} custId={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
