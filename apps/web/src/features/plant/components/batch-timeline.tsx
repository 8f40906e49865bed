import { useState } from 'react';
import { Button, Tag, Timeline, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { type BatchEventView } from '@pfs/domain/plant';
import { PermissionGuard } from '@/components/permission-guard';
import { eventSummary } from '../utils/event-summary';
import { VoidRecordModal } from './void-record-modal';

const KIND_COLORS: Record<BatchEventView['kind'], string> = {
  sow: 'green',
  move: 'blue',
  transplant: 'cyan',
  loss: 'red',
  pick: 'orange',
  store: 'purple',
  protect: 'magenta',
  void: 'gray',
};
const at = (iso: string) => formatFactoryTime(iso, 'YYYY-MM-DD HH:mm');

/** The records a timeline lists: void events are said on the record they void (「已作废：原因（谁，何时）」). */
export const shownEvents = (events: BatchEventView[]) => events.filter((e) => e.kind !== 'void');

/**
 * Every record of the batch in order: what happened, who recorded it and when, pictures attached. A voided record
 * stays, struck through, with why, who and when; those holding plant.void may 作废 a record (not the sowing).
 */
export function BatchTimeline({ fid, batchId, events, deleted }: { fid: number; batchId: number; events: BatchEventView[]; deleted?: boolean }) {
  const [voiding, setVoiding] = useState<BatchEventView | null>(null);
  const shown = shownEvents(events);
  if (!shown.length) return <Typography.Text type="secondary">没有记录</Typography.Text>;
  return (
    <>
      <Timeline
        items={shown.map((e) => ({
          color: e.voided ? 'gray' : KIND_COLORS[e.kind],
          children: (
            <div data-testid={`event-${e.kind}`} data-voided={e.voided ? 'true' : undefined}>
              <div>
                <Typography.Text delete={!!e.voided} type={e.voided ? 'secondary' : undefined}>
                  <Typography.Text strong={!e.voided}>{e.date}</Typography.Text> <Tag color={e.voided ? 'default' : KIND_COLORS[e.kind]}>{e.kind_label}</Tag>
                  {eventSummary(e)}
                </Typography.Text>
                {!e.voided && e.kind !== 'sow' && !deleted && (
                  <PermissionGuard codes={['plant.void']}>
                    <Button type="link" size="small" danger onClick={() => setVoiding(e)} aria-label={`作废第 ${e.seq} 条记录`}>
                      作废
                    </Button>
                  </PermissionGuard>
                )}
              </div>
              {e.voided && (
                <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
                  已作废：{e.voided.reason}（{e.voided.operator_name || '—'}，{at(e.voided.at)}）
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {e.operator_name || '—'} 记录于 {at(e.created_at)}
                {e.pic_ct > 0 && ` · ${e.pic_ct} 张图片`}
                {e.remark && ` · ${e.remark}`}
              </Typography.Text>
            </div>
          ),
        }))}
      />
      <VoidRecordModal fid={fid} batchId={batchId} event={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
