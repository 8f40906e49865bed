import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getFacAlarmDetail, getFacAlarmlogList } from '@pfs/domain/alarm';
import { callKey } from '@/lib/call-api';
import { livePatches } from '@/lib/live-patch-registry';
// Loading the call registers its live patch; loaded with the file so its transform does not count against the test's time.
import { badgeKey } from './get-alarm-badge';

describe('alarm badge and log follow the live channel', () => {
  it('the badge takes the open count at once and the open log lists and details are marked for refetch', () => {
    const qc = new QueryClient();
    const list = callKey(getFacAlarmlogList, { fid: 1, status: 'valid', page: 1 });
    const detail = callKey(getFacAlarmDetail, { fid: 1, alarm_id: 7 });
    const otherFactory = callKey(getFacAlarmlogList, { fid: 2, status: 'valid', page: 1 });
    qc.setQueryData(badgeKey(1), { items: [], total_ct: 0 });
    for (const key of [list, otherFactory]) qc.setQueryData(key, { items: [], total_ct: 0 });
    qc.setQueryData(detail, {});
    livePatches.apply(qc, 1, { type: 'alarms', fid: 1, valid_ct: 3 });
    expect(qc.getQueryData<{ total_ct: number }>(badgeKey(1))?.total_ct).toBe(3);
    expect(qc.getQueryState(list)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(otherFactory)?.isInvalidated).toBe(false);
    expect(qc.getQueryState(badgeKey(1))?.isInvalidated).toBe(false);
  });
});
