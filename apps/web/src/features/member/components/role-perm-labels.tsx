import { Flex, Tag, Typography } from 'antd';
import { PERMISSION_GROUPS } from '@pfs/domain';

/** What a role lets its holder do, in words (the permission labels by group), never the raw codes. */
export function RolePermLabels({ codes }: { codes: readonly string[] }) {
  const held = new Set(codes);
  const groups = PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, items: g.codes.filter((c) => held.has(c.code)) })).filter((g) => g.items.length > 0);
  if (groups.length === 0) return <Typography.Text type="secondary">该角色没有任何权限</Typography.Text>;
  return (
    <Flex vertical gap={6} data-testid="role-perm-labels">
      {groups.map((g) => (
        <div key={g.key}>
          <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
            {g.label}
          </Typography.Text>
          {g.items.map((c) => (
            <Tag key={c.code} title={c.code} style={{ marginBlock: 2 }}>
              {c.label}
            </Tag>
          ))}
        </div>
      ))}
    </Flex>
  );
}
