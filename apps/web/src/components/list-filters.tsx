import { useState, type ReactNode } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { RECORD_STATUS_LABELS } from '@pfs/domain';

/** The parts of a list page's filter bar. */

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
    <OptionFilter<RecordStatus>
      placeholder="全部状态"
      width={width}
      value={value}
      options={labelOptions(['enabled', 'disabled'] as const, RECORD_STATUS_LABELS)}
      onChange={onChange}
    />
  );
}

/** A single-choice filter of a list (cleared = no filter): type, customer, spec … */
export function OptionFilter<V extends string | number>(p: {
  placeholder: string;
  width: number;
  value: unknown;
  options?: { value: V; label: string }[];
  /** Typing narrows the options by their label (long lists: customers, specs). */
  search?: boolean;
  /** Its accessible name, where the placeholder alone does not say what it filters. */
  ariaLabel?: string;
  onChange: (v?: V) => void;
}) {
  const search = p.search ? { showSearch: true, optionFilterProp: 'label' } : {};
  return (
    <Select<V>
      allowClear
      {...search}
      aria-label={p.ariaLabel}
      placeholder={p.placeholder}
      style={{ width: p.width }}
      value={p.value as V | undefined}
      options={p.options}
      onChange={p.onChange}
    />
  );
}

/** A choice filter of a list as data: the filter it sets (`key`) and how its select looks. */
export type OptionFilterDef<F> = {
  [K in keyof F]-?: {
    key: K;
    placeholder: string;
    width: number;
    options?: { value: NonNullable<F[K]> & (string | number); label: string }[];
    search?: boolean;
  };
}[keyof F];

/** A list's choice filters from their definitions: each shows its value in `q` and changes it through `set`. */
export function OptionFilters<F extends object>({ q, set, filters }: { q: F; set: (f: Partial<F>) => void; filters: OptionFilterDef<F>[] }) {
  return filters.map((f) => (
    <OptionFilter<string | number>
      key={String(f.key)}
      placeholder={f.placeholder}
      width={f.width}
      search={f.search}
      value={q[f.key]}
      options={f.options}
      onChange={(v) => set({ [f.key]: v } as Partial<F>)}
    />
  ));
}

/** The options of a filter over a closed list of values and their labels (CUSTOMER_KINDS with CUSTOMER_KIND_LABELS …). */
export const labelOptions = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => ({ value, label: labels[value] }));

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
