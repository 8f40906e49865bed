import { useState, type ReactNode } from 'react';
import { Flex, Grid, Select, Space, Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListExportFile, Paged } from '@pfs/domain';
import { pagedTable } from '@/components/list-page';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useDayRange } from '@/components/day-range-filter';
import { ListExportButton } from '@/components/list-export-button';
import { AreaSelect, CropSelect, SpecSelect } from './plant-pickers';

/** The filters the planting records share: crop or spec, area, day range; each list adds its own. */
export type RecordFilters = { page: number; size: number; crop?: string; spec_id?: number; area_id?: number } & Record<string, unknown>;

type ListCall<T> = {
  useList: (b: never) => UseQueryResult<Paged<T>>;
  exportFile: (b: never) => Promise<ListExportFile>;
};

type RecordListProps<T> = {
  fid: number;
  call: ListCall<T>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  withArea?: boolean;
  /** Crop and spec filters (lists of batches; protections have none). */
  withSpec?: boolean;
  extraFilters?: (q: RecordFilters, set: (patch: Partial<RecordFilters>) => void, fid: number) => ReactNode;
  emptyText: string;
  /** What the day range filters, shown before the picker (播种日期, 结束日期 …). */
  dayLabel?: string;
  scrollX?: number;
};

/**
 * A planting record list (播种、移栽、历史批次、损耗 …): server-side filters and paging, the day range in the address,
 * 导出 Excel with the filters on screen.
 */
export function RecordList<T extends object>({
  fid,
  call,
  rowKey,
  columns,
  withArea = true,
  withSpec = true,
  extraFilters,
  emptyText,
  dayLabel,
  scrollX = 1000,
}: RecordListProps<T>) {
  const [q, setQ] = useState<RecordFilters>({ page: 1, size: 20 });
  const set = (patch: Partial<RecordFilters>) => setQ((old) => ({ ...old, ...patch, page: 1 }));
  const { days, picker } = useDayRange(undefined, () => set({}));
  const body = { fid, ...q, ...days };
  const { page: _p, size: _s, ...filters } = body;
  const list = call.useList(body as never);
  const wide = !!Grid.useBreakpoint().lg;
  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          {withSpec && <CropSelect fid={fid} value={q.crop} onChange={(crop) => set({ crop })} />}
          {withSpec && <SpecSelect fid={fid} value={q.spec_id} onChange={(spec_id) => set({ spec_id })} />}
          {withArea && <AreaSelect fid={fid} value={q.area_id} onChange={(area_id) => set({ area_id })} />}
          {extraFilters?.(q, set, fid)}
          <Space size={4}>
            {dayLabel && <span>{dayLabel}</span>}
            {picker}
          </Space>
        </Space>
        <ListExportButton run={() => call.exportFile(filters as never)} disabled={!list.data?.total_ct} />
      </Flex>
      <Table<T> rowKey={rowKey} {...pagedTable(list, q, setQ, '条', emptyText)} scroll={wide ? { x: scrollX } : undefined} columns={columns} />
    </>
  );
}

/**
 * What a record list page says: its title and description, what its day range filters, and the empty list's text
 * (没有符合条件的<title> unless given).
 */
export type RecordPageText = { title: string; description: string; dayLabel: string; emptyText?: string };

/** A record list page of the current factory: its texts (`page`), then the list. */
export function RecordListPage<T extends object>({
  page,
  extra,
  ...list
}: Omit<RecordListProps<T>, 'fid' | 'emptyText' | 'dayLabel'> & { page: RecordPageText; extra?: ReactNode }) {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title={page.title} description={page.description} extra={extra}>
      <RecordList<T> fid={fid} emptyText={page.emptyText ?? `没有符合条件的${page.title}`} dayLabel={page.dayLabel} {...list} />
    </PageContainer>
  );
}

/** A single-choice filter of a record list (cleared = no filter). */
export function RecordSelect<V extends string | number>(p: {
  placeholder: string;
  width: number;
  value: unknown;
  options?: { value: V; label: string }[];
  onChange: (v?: V) => void;
}) {
  return (
    <Select<V> allowClear placeholder={p.placeholder} style={{ width: p.width }} value={p.value as V | undefined} options={p.options} onChange={p.onChange} />
  );
}
