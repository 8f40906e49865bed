import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** The frame every console page uses: a title row with actions, then the content card. */
export function PageContainer({ title, extra, children, description }: { title: ReactNode; extra?: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="pfs-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </div>
        {extra && <Flex gap={8} wrap>{extra}</Flex>}
      </Flex>
      <Card variant="borderless">{children}</Card>
    </div>
  );
}
