import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { RECORD_STATUS_LABELS, type Paged } from '@pfs/domain';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { useSettingsStore } from '@/lib/settings-store';
import { action } from '@/lib/user-action';
import { PermissionGuard } from './permission-guard';
import { tablePaging } from './table-paging';

// The filter bar's parts, for the lists that still take them from here.
export { KeywordSearch, ListToolbar, OptionFilter, RefreshButton, StatusFilter, labelOptions } from './list-filters';

/** The filters of a list of named records with a status: keyword and 启用/停用. */
export type KeywordStatusFilters = { kw?: string; status?: 'enabled' | 'disabled' };

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

/**
 * What a factory's list page starts from: the chosen factory, whether the member holds `editCodes`, the phone
 * layout, and the filters and page with `body`, the list call's body (undefined until a factory is chosen).
 */
export function useFactoryListQuery<F extends object>(editCodes: string[]) {
  const fid = useCurrentFid();
  const canEdit = useHasAnyPerm(editCodes);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const query = useListQuery<F>();
  return { fid, canEdit, mobile, ...query, body: fid ? { fid, ...query.q } : undefined };
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
    locale: { emptyText: emptyText(list.isError, empty) },
  };
}

/** A table of a list loaded whole (no paging): while loading it spins, a failed load says so. Spread into `<Table>`. */
export function wholeTable<T>(list: { isLoading: boolean; isError: boolean; data?: T[] }, empty: ReactNode) {
  return { loading: list.isLoading, dataSource: list.data, pagination: false as const, locale: { emptyText: emptyText(list.isError, empty) } };
}

const emptyText = (failed: boolean, empty: ReactNode) => (failed ? '加载失败，请稍后重试' : empty);

/** A small link-style button of a table row's 操作 cell (not for a Popconfirm's trigger: it takes no ref). */
export function RowAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="link" size="small" onClick={onClick}>
      {children}
    </Button>
  );
}

/** What a table cell shows when it has nothing to show (no value, or no action for this member). */
export const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The 状态 column of records that are enabled (green) or disabled (grey). */
export const statusColumn = (width: number) => ({
  title: '状态',
  dataIndex: 'status',
  width,
  render: (s: 'enabled' | 'disabled') => <Tag color={s === 'enabled' ? 'green' : 'default'}>{RECORD_STATUS_LABELS[s]}</Tag>,
});

/** A row's name that opens its record: a link flush with the column's other cells. */
export function NameLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The 操作 column: pinned to the right on a wide screen, scrolling with the row on a phone. */
export function opsColumn<T>(width: number, mobile: boolean, render: (row: T) => ReactNode) {
  return { title: '操作', key: 'ops', width, fixed: mobile ? undefined : ('right' as const), render: (_v: unknown, row: T) => render(row) };
}

/**
 * The 操作 column of a list that only editors act on: the row's links side by side, a dash for everyone else.
 * `fixed` pins it to the right (wide tables that scroll sideways).
 */
export function editorOpsColumn<T>(width: number, canEdit: boolean, links: (row: T) => ReactNode, fixed?: 'right') {
  return { title: '操作', key: 'ops', width, fixed, render: (_v: unknown, row: T) => (canEdit ? <Space size={0}>{links(row)}</Space> : dash) };
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
