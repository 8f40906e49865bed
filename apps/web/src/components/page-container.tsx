import type { ReactNode } from 'react';
import { Card, Empty, Flex, Typography } from 'antd';
import { useCurrentFid } from '@/lib/auth-store';

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
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      <Card variant="borderless">{children}</Card>
    </div>
  );
}

/** What a factory's page shows until a factory is chosen. */
export const NoFactory = () => <Empty style={{ marginTop: 80 }} description="尚未选择工厂" />;

/** A page of the chosen factory: until one is chosen it says so, then it shows `children` for that factory. */
export function FactoryPageContainer({ title, description, children }: { title: ReactNode; description?: ReactNode; children: (fid: number) => ReactNode }) {
  const fid = useCurrentFid();
  if (!fid) return <NoFactory />;
  return (
    <PageContainer title={title} description={description}>
      {children(fid)}
    </PageContainer>
  );
}
