import { useState, type ReactNode } from 'react';
import { Input, Space, Table, type TableColumnsType } from 'antd';
import type { Paged } from '@pfs/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { tablePaging } from '@/components/table-paging';

type Q = { fid: number; page: number; size: number; kw?: string };

/** A paged list with a keyword search and extra filters; the call is one of finished-calls. */
export function FinishedList<T extends object, F extends object = object>({
  fid,
  use,
  columns,
  rowKey,
  filters,
  extra,
  empty,
  kwPlaceholder = '批号、批次号、作物',
}: {
  fid: number;
  use: (b: Q & F) => UseQueryResult<Paged<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  filters?: (f: Partial<F>, set: (f: Partial<F>) => void) => ReactNode;
  extra?: ReactNode;
  empty: string;
  kwPlaceholder?: string;
}) {
  const [q, setQ] = useState<Q>({ fid, page: 1, size: 20 });
  const [f, setF] = useState<Partial<F>>({});
  const r = use({ ...q, ...(f as F) });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={kwPlaceholder} style={{ width: 220 }} onSearch={(kw) => setQ({ ...q, page: 1, kw: kw || undefined })} />
        {filters?.(f, (nf) => {
          setF(nf);
          setQ({ ...q, page: 1 });
        })}
        {extra}
      </Space>
      <Table<T>
        rowKey={rowKey}
        size="middle"
        loading={r.isFetching}
        dataSource={r.data?.items ?? []}
        columns={columns}
        locale={{ emptyText: empty }}
        scroll={{ x: 'max-content' }}
        pagination={tablePaging(q, r.data?.total_ct, setQ)}
      />
    </>
  );
}
