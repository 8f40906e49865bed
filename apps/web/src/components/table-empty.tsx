import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** A table's `locale` when it has no rows: the small empty picture with what is (not) there. */
export const emptyLocale = (description: ReactNode) => ({ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} /> });
