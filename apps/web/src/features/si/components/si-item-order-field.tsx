import type { ReactNode } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';

/** A row's small icon button, named for screen readers by what it does. */
const iconAction = (label: string, icon: ReactNode, disabled: boolean, onClick: () => void) => (
  <Button key={label} type="text" size="small" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
);

export type SiItemChoice = { value: number; label: string; hint?: string };

/**
 * A rule's items in the order its plans list them: picked from the enabled items, then moved up or down. Items the
 * rule holds that are no longer offered (disabled since) keep their name from `held`.
 */
export function SiItemOrderField({
  options,
  held = [],
  loading,
  value = [],
  onChange,
}: {
  options: SiItemChoice[];
  held?: SiItemChoice[];
  loading?: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const byId = new Map([...held, ...options].map((o) => [o.value, o]));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange?.(next);
  };
  return (
    <Flex vertical gap={8}>
      <Select<number[]>
        mode="multiple"
        aria-label="巡检项"
        showSearch
        optionFilterProp="label"
        loading={loading}
        placeholder="选择巡检项（按选择的顺序巡检，可在下方调整）"
        maxTagCount="responsive"
        options={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value}
        onChange={(ids) => onChange?.(ids)}
        notFoundContent="没有启用的巡检项（先在「巡检项配置」中新增）"
        style={{ width: '100%' }}
      />
      {value.length > 0 && (
        <ol
          aria-label="巡检顺序"
          style={{ margin: 0, padding: '4px 12px', border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, listStyle: 'none' }}
        >
          {value.map((id, i) => {
            const o = byId.get(id);
            return (
              <li key={id}>
                <Flex align="center" gap={4}>
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {i + 1}. {o?.label ?? `巡检项 ${id}`}
                    {o?.hint && <Typography.Text type="secondary">（{o.hint}）</Typography.Text>}
                  </Typography.Text>
                  {iconAction('上移', <ArrowUpOutlined />, i === 0, () => move(i, -1))}
                  {iconAction('下移', <ArrowDownOutlined />, i === value.length - 1, () => move(i, 1))}
                  {iconAction('移除', <CloseOutlined />, false, () => onChange?.(value.filter((x) => x !== id)))}
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
    </Flex>
  );
}
