import { useState, type ReactNode } from 'react';
import { Button, Input, Popconfirm, Select, Space } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { RECORD_STATUS_LABELS, type Paged } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { PermissionGuard } from './permission-guard';
import { tablePaging } from './table-paging';

/** A list's filters with its page: every list page starts at page 1, 20 rows. */
export type ListQuery<F> = F & { page: number; size: number };

/**
 * The filters and page of a list page. `set` changes filters and goes back to page 1 (a filtered list is a new
 * list); `filters` is the query without paging, as its export call takes it.
 */
export function useListQuery<F extends object>(initial?: F) {
  const [q, setQ] = useState<ListQuery<F>>({ page: 1, size: 20, ...(initial as F) });
  const set = (f: Partial<F>) => setQ({ ...q, ...f, page: 1 });
  const { page: _p, size: _s, ...filters } = q;
  return { q, setQ, set, filters: filters as unknown as F };
}

/** The keyword box of a filter bar: typed freely, applied on Enter or the search button (blank means no filter). */
export function KeywordSearch({
  placeholder,
  width = 200,
  initial = '',
  onSearch,
}: {
  placeholder: string;
  width?: number;
  initial?: string;
  onSearch: (kw: string | undefined) => void;
}) {
  const [kw, setKw] = useState(initial);
  return (
    <Input.Search
      allowClear
      placeholder={placeholder}
      value={kw}
      onChange={(e) => setKw(e.target.value)}
      onSearch={(v) => onSearch(v.trim() || undefined)}
      style={{ width }}
    />
  );
}

type RecordStatus = 'enabled' | 'disabled';

/** 全部状态 / 启用 / 停用. */
export function StatusFilter({
  value,
  width = 120,
  onChange,
}: {
  value: RecordStatus | undefined;
  width?: number;
  onChange: (s: RecordStatus | undefined) => void;
}) {
  return (
    <Select<RecordStatus>
      allowClear
      placeholder="全部状态"
      style={{ width }}
      value={value}
      options={(['enabled', 'disabled'] as const).map((s) => ({ value: s, label: RECORD_STATUS_LABELS[s] }))}
      onChange={onChange}
    />
  );
}

/** Reloads a list (spins while it does). */
export function RefreshButton({ list }: { list: { isFetching: boolean; refetch: () => unknown } }) {
  return <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()} aria-label="刷新" />;
}

/** A list's filter bar: its filters, then the reload button. */
export function ListToolbar({ list, children }: { list: { isFetching: boolean; refetch: () => unknown }; children: ReactNode }) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {children}
      <RefreshButton list={list} />
    </Space>
  );
}

/** The page's 新增 button (its text is `label`), shown only to those who may add. */
export function CreateButton({
  codes,
  icon = <PlusOutlined />,
  primary = true,
  disabled,
  onClick,
  label,
}: {
  codes: string[];
  icon?: ReactNode;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
  label: ReactNode;
}) {
  return (
    <PermissionGuard codes={codes}>
      <Button type={primary ? 'primary' : 'default'} icon={icon} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </PermissionGuard>
  );
}

/**
 * A paged table's rows, paging and empty text from its query: while loading it spins, a failed load says so, an
 * empty one says `empty`. Spread into `<Table>`.
 */
export function pagedTable<T, F>(
  list: { isLoading: boolean; isError: boolean; data?: Paged<T> },
  q: ListQuery<F>,
  setQ: (q: ListQuery<F>) => void,
  unit: string,
  empty: ReactNode,
) {
  return {
    size: 'middle' as const,
    loading: list.isLoading,
    dataSource: list.data?.items,
    pagination: tablePaging(q, list.data?.total_ct, setQ, unit),
    locale: { emptyText: list.isError ? '加载失败，请稍后重试' : empty },
  };
}

/** A single-choice filter of a list (cleared = no filter): type, customer, spec … */
export function OptionFilter<V extends string | number>(p: {
  placeholder: string;
  width: number;
  value: unknown;
  options?: { value: V; label: string }[];
  /** Typing narrows the options by their label (long lists: customers, specs). */
  search?: boolean;
  onChange: (v?: V) => void;
}) {
  const search = p.search ? { showSearch: true, optionFilterProp: 'label' } : {};
  return (
    <Select<V>
      allowClear
      {...search}
      placeholder={p.placeholder}
      style={{ width: p.width }}
      value={p.value as V | undefined}
      options={p.options}
      onChange={p.onChange}
    />
  );
}

/** The options of a filter over a closed list of values and their labels (CUSTOMER_KINDS with CUSTOMER_KIND_LABELS …). */
export const labelOptions = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => ({ value, label: labels[value] }));

/** A small link-style button of a table row's 操作 cell (not for a Popconfirm's trigger: it takes no ref). */
export function RowAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="link" size="small" onClick={onClick}>
      {children}
    </Button>
  );
}

/** The 操作 column: pinned to the right on a wide screen, scrolling with the row on a phone. */
export function opsColumn<T>(width: number, mobile: boolean, render: (row: T) => ReactNode) {
  return { title: '操作', key: 'ops', width, fixed: mobile ? undefined : ('right' as const), render: (_v: unknown, row: T) => render(row) };
}

/** A row's 删除 link behind a confirmation; `run` deletes and answers the message to show (a refusal stays the wrapper's toast). */
export function DeleteAction({ title, description, run }: { title: ReactNode; description?: ReactNode; run: () => Promise<string> }) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="删除"
      okButtonProps={{ danger: true }}
      onConfirm={action(async () => feedback.message.success(await run()))}
    >
      <Button type="link" size="small" danger>
        删除
      </Button>
    </Popconfirm>
  );
}

/** A small unpaged table inside a card or drawer (its few rows all shown): spread into `<Table>`. */
export const smallTable = <T,>(rows: readonly T[] | undefined) => ({ size: 'small' as const, pagination: false as const, dataSource: rows });
