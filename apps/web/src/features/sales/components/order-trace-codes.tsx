import { Card, Table, Typography } from 'antd';
import { smallTable } from '@/components/list-page';
import { useOrderTraceCodes, type OrderTraceCode } from '../api/get-order-trace-codes';

/** 溯源码 of an order: one per shipped lot, each opening the public trace page a shopper sees, with its scans. */
export function OrderTraceCodes({ fid, orderId }: { fid: number; orderId: number }) {
  const codes = useOrderTraceCodes(fid, orderId);
  return (
    <Card size="small" title="溯源码">
      <Table<OrderTraceCode>
        rowKey="tid"
        {...smallTable(codes.data)}
        loading={codes.isLoading}
        scroll={{ x: 760 }}
        locale={{ emptyText: codes.isError ? '溯源码暂不可用' : '出货后每个批号生成一个溯源码' }}
        columns={[
          {
            title: '溯源码',
            dataIndex: 'tid',
            render: (tid: string) => (
              <a href={`/trace/${tid}`} target="_blank" rel="noreferrer">
                <Typography.Text code>{tid}</Typography.Text>
              </a>
            ),
          },
          { title: '成品批号', dataIndex: 'lot_no' },
          { title: '品种 · 等级', key: 'crop', render: (_v, c) => `${c.crop} · ${c.grade_name}` },
          { title: '出货单号', dataIndex: 'ship_no' },
          { title: '出货日期', dataIndex: 'ship_date' },
          { title: '扫码次数', dataIndex: 'scans', align: 'right' },
        ]}
      />
    </Card>
  );
}
