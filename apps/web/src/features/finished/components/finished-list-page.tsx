import type { ReactNode } from 'react';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { FinishedList, type FinishedListProps } from './finished-list';

/**
 * A 成品 page that is one list of the current factory under its title (暂存, 采收记录, 入库记录, 成品库存);
 * `children` are the page's dialogs. Without a factory it shows nothing.
 */
export function FinishedListPage<T extends object, F extends object = object>({
  title,
  description,
  children,
  ...list
}: Omit<FinishedListProps<T, F>, 'fid'> & { title: string; description: string; children?: ReactNode }) {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title={title} description={description}>
      <FinishedList<T, F> fid={fid} {...list} />
      {children}
    </PageContainer>
  );
}
