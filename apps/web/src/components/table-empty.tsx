import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** A table's `locale` when it has no rows: the small empty picture with what is (not) there. */
export const emptyLocale = (description: ReactNode) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} /> });

/** A table of a whole list (no paging) with the empty picture when it has no rows: spread into `<Table>`. */
export const wholeRows = <T,>(rows: T[], loading: boolean, empty: ReactNode) => ({
  loading,
  dataSource: rows,
  pagination: false as const,
  locale: emptyLocale(empty),
});
