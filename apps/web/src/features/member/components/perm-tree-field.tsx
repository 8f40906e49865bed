import { Button, Flex, Tree, Typography } from 'antd';
import { PERMISSION_CODES } from '@pfs/domain';
import { buildPermTree, keysToCodes, type PermTreeNode } from '../utils/perm-tree';

const TREE = buildPermTree();

/**
 * Form control: the grouped checkbox tree of permission codes. Value = the checked codes
 * (group nodes are derived), in the canonical order.
 */
export function PermTreeField({ value = [], onChange, disabled }: { value?: string[]; onChange?: (codes: string[]) => void; disabled?: boolean }) {
  return (
    <div>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" data-testid="perm-count">
          已选 {value.length} / {PERMISSION_CODES.length} 项
        </Typography.Text>
        {!disabled && (
          <span>
            <Button type="link" size="small" onClick={() => onChange?.([...PERMISSION_CODES])}>
              全选
            </Button>
            <Button type="link" size="small" onClick={() => onChange?.([])}>
              清空
            </Button>
          </span>
        )}
      </Flex>
      <Tree<PermTreeNode>
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={TREE}
        checkedKeys={value}
        onCheck={(keys) => onChange?.(keysToCodes(Array.isArray(keys) ? keys : keys.checked))}
        // Labels only: the code stays reachable as the hover title for whoever configures integrations.
        titleRender={(n) => (n.code ? <span title={n.code}>{n.title}</span> : <Typography.Text strong>{n.title}</Typography.Text>)}
      />
    </div>
  );
}
