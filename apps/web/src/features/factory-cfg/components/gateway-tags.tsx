import { Badge, Space, Tag, Tooltip, Typography } from 'antd';

export type GatewayTag = { key: number; name: string | number; online: boolean; tip?: string };

/** An area's climate gateways as tags with an online dot (a tip on hover where given); 未关联 when there are none. */
export function GatewayTags({ gateways }: { gateways: GatewayTag[] }) {
  if (gateways.length === 0) return <Typography.Text type="secondary">未关联</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {gateways.map((g) => {
        const tag = (
          <Tag key={g.key}>
            <Badge status={g.online ? 'success' : 'default'} /> {g.name}
          </Tag>
        );
        return g.tip ? (
          <Tooltip key={g.key} title={g.tip}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </Space>
  );
}
