import { Tag, Typography } from 'antd';
import type { LotView } from '@pfs/domain/material';
import { dash } from '@/components/list-page';
import { LOT_STATE_COLORS, LOT_STATE_LABELS, expiryNote } from '../utils/lot-state';

export const LotStateTag = ({ state }: { state: LotView['state'] }) => <Tag color={LOT_STATE_COLORS[state]}>{LOT_STATE_LABELS[state]}</Tag>;

/** The expiry day, red once past and orange within 30 days, with how long is left. */
export function ExpiryCell({ expiresOn, today, empty }: { expiresOn: string | null; today: string; empty?: boolean }) {
  const note = expiryNote(expiresOn, today);
  if (!expiresOn || !note) return dash;
  // A used-up lot's expiry no longer matters: shown plain.
  const tone = empty ? 'secondary' : note.tone;
  return (
    <span>
      <Typography.Text type={tone} strong={!empty && note.tone === 'danger'}>
        {expiresOn}
      </Typography.Text>
      {!empty && (
        <Typography.Text type={tone ?? 'secondary'} style={{ display: 'block', fontSize: 12 }}>
          {note.text}
        </Typography.Text>
      )}
    </span>
  );
}
