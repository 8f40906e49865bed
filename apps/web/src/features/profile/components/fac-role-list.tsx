import { Empty, Flex, Tag, Typography } from 'antd';
import type { FacRole } from '@pfs/domain/auth';

/** The factories the user belongs to, with the role held in each; the current one marked. */
export function FacRoleList({ facRoles, currentFid }: { facRoles: FacRole[]; currentFid: number | undefined }) {
  if (facRoles.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未加入任何工厂" />;
  return (
    <Flex vertical gap={12}>
      {facRoles.map((r) => (
        <Flex key={r.fac.fid} justify="space-between" align="center" gap={8} wrap>
          <Flex align="center" gap={6} wrap>
            <Typography.Text strong>{r.fac.fac_name}</Typography.Text>
            {r.fac.for_test && <Tag color="orange">测试</Tag>}
            {r.fac.fid === currentFid && <Tag color="processing">当前</Tag>}
          </Flex>
          <Flex align="center" gap={6}>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {r.role_name}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.fac_permission_codes.length} 项权限
            </Typography.Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
