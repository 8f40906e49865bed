import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore, useCurrentFid, useHasAnyPerm } from './auth-store';
import { LiveChannel } from './live-channel';
import { livePatches } from './live-patch-registry';

/**
 * Mounted once in the shell: the tab's live connection for the current factory (a factory switch reconnects).
 * Every message goes to the registered live patches, and a reconnect asks them to refetch what they missed;
 * polling stays on as a slow fallback.
 */
export function useLiveChannel() {
  const token = useAuthStore((s) => s.token);
  const fid = useCurrentFid();
  const wanted = useHasAnyPerm(['iot.list', 'alarm.list']);
  const qc = useQueryClient();
  useEffect(() => {
    if (!token || !fid || !wanted) return;
    const channel = new LiveChannel({ token, fid, onMessage: (m) => livePatches.apply(qc, fid, m), onResync: () => livePatches.resync(qc, fid) });
    channel.start();
    return () => channel.stop();
  }, [token, fid, wanted, qc]);
}
