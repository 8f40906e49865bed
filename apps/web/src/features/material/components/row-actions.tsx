import { Button, Dropdown, Space, type TableColumnType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useSettingsStore } from '@/lib/settings-store';

export type RowAction = { key: string; label: string; onClick: () => void; disabled?: boolean; hidden?: boolean };

export const useIsPhone = () => useSettingsStore((s) => s.device === 'mobile');

/** A row's actions: links side by side on a desktop, one 操作 menu on a phone so the table keeps its width. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  const phone = useIsPhone();
  const shown = actions.filter((a) => !a.hidden);
  if (phone)
    return (
      <Dropdown trigger={['click']} menu={{ items: shown.map((a) => ({ key: a.key, label: a.label, disabled: a.disabled, onClick: a.onClick })) }}>
        <Button type="link" size="small">
          操作 <DownOutlined />
        </Button>
      </Dropdown>
    );
  return (
    <Space size={0} wrap>
      {shown.map((a) => (
        <Button key={a.key} type="link" size="small" disabled={a.disabled} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </Space>
  );
}

/** The 操作 column, sized and pinned for the `links` links a row may show. */
export function actionsColumn<T>(phone: boolean, links: number, actions: (row: T) => RowAction[]): TableColumnType<T> {
  return {
    title: '操作',
    key: 'ops',
    width: phone ? 84 : Math.max(80, links * 50 + 10),
    fixed: phone ? undefined : 'right',
    render: (_v, row) => <RowActions actions={actions(row)} />,
  };
}
