import type { CSSProperties, ReactNode } from 'react';
import { Button, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';

/** One row of a Form.List: its inputs side by side (wrapping on a narrow screen) and the remove button last. */
export function ListRow({ removeLabel, disabled, onRemove, children }: { removeLabel: string; disabled?: boolean; onRemove: () => void; children: ReactNode }) {
  return (
    <Space align="start" wrap style={{ display: 'flex', marginTop: 8 }}>
      {children}
      <Button type="text" icon={<MinusCircleOutlined />} aria-label={removeLabel} disabled={disabled} onClick={onRemove} />
    </Space>
  );
}

/** The dashed 添加… button under a Form.List (disabled once the list is full). */
export function AddRowButton({
  disabled,
  onClick,
  style = { margin: '8px 0 16px' },
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Button type="dashed" icon={<PlusOutlined />} disabled={disabled} onClick={onClick} style={style}>
      {children}
    </Button>
  );
}
