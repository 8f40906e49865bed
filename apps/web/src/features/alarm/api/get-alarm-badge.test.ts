import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { livePatches } from '@/lib/live-patch-registry';
// Loading the call registers its live patch; loaded with the file so its transform does not count against the test's time.
import './get-alarm-badge';
import { alarmKeys } from './query-keys';

describe('alarm badge and log follow the live channel', () => {
  it('the badge takes the open count at once and the open log lists are marked for refetch', () => {
    const qc = new QueryClient();
    qc.setQueryData(alarmKeys.badge(1), 0);
    qc.setQueryData(alarmKeys.list(1, { status: 'valid', page: 1 }), { items: [], total_ct: 0 });
    livePatches.apply(qc, 1, { type: 'alarms', fid: 1, valid_ct: 3 });
    expect(qc.getQueryData(alarmKeys.badge(1))).toBe(3);
    expect(qc.getQueryState(alarmKeys.list(1, { status: 'valid', page: 1 }))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(alarmKeys.badge(1))?.isInvalidated).toBe(false);
  });
});
