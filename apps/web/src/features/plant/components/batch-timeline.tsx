import { Tag, Timeline, Typography } from 'antd';
import { formatFactoryTime, type BatchEventView } from '@pfs/domain';
import { eventSummary } from '../utils/event-summary';

const KIND_COLORS: Record<BatchEventView['kind'], string> = {
  sow: 'green',
  move: 'blue',
  transplant: 'cyan',
  loss: 'red',
  pick: 'orange',
  store: 'purple',
  protect: 'magenta',
};

/** Every event of the batch in order: what happened, who recorded it and when, pictures attached. */
export function BatchTimeline({ events }: { events: BatchEventView[] }) {
  if (!events.length) return <Typography.Text type="secondary">没有记录</Typography.Text>;
  return (
    <Timeline
      items={events.map((e) => ({
        color: KIND_COLORS[e.kind],
        children: (
          <div data-testid={`event-${e.kind}`}>
            <div>
              <Typography.Text strong>{e.date}</Typography.Text> <Tag color={KIND_COLORS[e.kind]}>{e.kind_label}</Tag>
              {eventSummary(e)}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {e.operator_name || '—'} 记录于 {formatFactoryTime(e.created_at, 'YYYY-MM-DD HH:mm')}
              {e.pic_ct > 0 && ` · ${e.pic_ct} 张图片`}
              {e.remark && ` · ${e.remark}`}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
