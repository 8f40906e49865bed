import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from 'antd';

/** A dashboard block: its title, the page it summarises (「查看全部」) and its body. */
export function BlockCard({ title, to, testId, children, extra }: { title: ReactNode; to: string; testId: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card
      size="small"
      title={title}
      data-testid={testId}
      extra={
        <span>
          {extra}
          <Link to={to} style={{ marginInlineStart: extra ? 12 : 0 }}>
            查看全部
          </Link>
        </span>
      }
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}
