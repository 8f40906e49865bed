import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain';
import { useAuthStore, useCurrentFid, useHasAnyPerm } from './auth-store';
import { LIVE_RESYNC_EVENT, LiveChannel, onLiveMessage } from './live-channel';
import { applyLiveMessage, resyncAfterReconnect } from './live-channel-cache';

/** Mounted once in the shell: the tab's live connection for the current factory (a factory switch reconnects). */
export function useLiveChannel() {
  const token = useAuthStore((s) => s.token);
  const fid = useCurrentFid();
  const wanted = useHasAnyPerm(['iot.list', 'alarm.list']);
  const qc = useQueryClient();
  useEffect(() => {
    if (!token || !fid || !wanted) return;
    const channel = new LiveChannel({ token, fid, onMessage: (m) => applyLiveMessage(qc, fid, m), onResync: () => resyncAfterReconnect(qc, fid) });
    channel.start();
    return () => channel.stop();
  }, [token, fid, wanted, qc]);
}

/** A page's own handling of live messages (and of a reconnect, to refetch what it missed). */
export function useLiveEvents(onMessage: (msg: LiveServerMsg) => void, onResync?: () => void) {
  const ref = useRef({ onMessage, onResync });
  useEffect(() => {
    ref.current = { onMessage, onResync };
  });
  useEffect(() => {
    const off = onLiveMessage((m) => ref.current.onMessage(m));
    const resync = () => ref.current.onResync?.();
    window.addEventListener(LIVE_RESYNC_EVENT, resync);
    return () => {
      off();
      window.removeEventListener(LIVE_RESYNC_EVENT, resync);
    };
  }, []);
}
