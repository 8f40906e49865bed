import { useState, type ReactNode } from 'react';
import { Input, Space, Table, type TableColumnsType } from 'antd';
import type { Paged } from '@pfs/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDayRange } from '@/components/day-range-filter';
import { tablePaging } from '@/components/table-paging';

type Q = { fid: number; page: number; size: number; kw?: string; start_day?: string; end_day?: string };

export type FinishedListProps<T, F> = {
  fid: number;
  use: (b: Q & F) => UseQueryResult<Paged<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  filters?: (f: Partial<F>, set: (f: Partial<F>) => void) => ReactNode;
  /** Records with a day (entries, picks, shipments): filter them by a range of factory days. */
  dayRange?: boolean;
  extra?: ReactNode;
  empty: string;
  kwPlaceholder?: string;
};

/** A paged list with a keyword search, an optional day range (kept in the address) and extra filters; the call is one of the api/ reads. */
export function FinishedList<T extends object, F extends object = object>({
  fid,
  use,
  columns,
  rowKey,
  filters,
  dayRange = false,
  extra,
  empty,
  kwPlaceholder = '批号、批次号、作物',
}: FinishedListProps<T, F>) {
  const [q, setQ] = useState<Q>({ fid, page: 1, size: 20 });
  const [f, setF] = useState<Partial<F>>({});
  const range = useDayRange(undefined, () => setQ((prev) => ({ ...prev, page: 1 })));
  const r = use({ ...q, ...(f as F), ...(dayRange ? range.days : {}) });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={kwPlaceholder} style={{ width: 220 }} onSearch={(kw) => setQ({ ...q, page: 1, kw: kw || undefined })} />
        {dayRange && range.picker}
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
