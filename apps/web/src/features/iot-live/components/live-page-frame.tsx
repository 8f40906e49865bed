import type { ComponentProps, ReactNode } from 'react';
import { Alert } from 'antd';
import { PageContainer } from '@/components/page-container';
import { LiveHeaderExtra, LiveStats, PlaceFilters } from './live-toolbar';

/**
 * What every live page shows around its table: the header with the connection state and 刷新, the counts, the
 * place filters followed by the page's own (`filters`), and the alert of a failed load (`failed` is its title).
 */
export function LivePageFrame({
  title,
  description,
  q,
  stats,
  place,
  filters,
  failed,
  children,
}: {
  title: string;
  description: string;
  q: { refetch: () => unknown; isFetching: boolean; isError: boolean; error: unknown };
  stats: ComponentProps<typeof LiveStats>['items'];
  place: Omit<ComponentProps<typeof PlaceFilters>, 'children'>;
  filters: ReactNode;
  failed: string;
  children: ReactNode;
}) {
  return (
    <PageContainer title={title} description={description} extra={<LiveHeaderExtra onRefresh={() => void q.refetch()} loading={q.isFetching} />}>
      <LiveStats items={stats} />
      <PlaceFilters {...place}>{filters}</PlaceFilters>
      {q.isError && <Alert type="error" showIcon message={failed} description={(q.error as Error).message} style={{ marginBottom: 12 }} />}
      {children}
    </PageContainer>
  );
}
