import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveServerMsg } from '@pfs/domain';
import { useLiveEvents } from '@/lib/live-channel-hook';

/**
 * Keeps a page's query cache current from the live channel, and refetches it after a reconnect. Message types in
 * `refetchOn` also refetch, for what the event does not carry (e.g. who sent a command).
 */
export function useLivePatch<T>(key: QueryKey, patch: (rows: T[], msg: LiveServerMsg) => T[], refetchOn: LiveServerMsg['type'][] = []) {
  const qc = useQueryClient();
  useLiveEvents(
    (msg) => {
      qc.setQueryData<T[]>(key, (old) => (old ? patch(old, msg) : old));
      if (refetchOn.includes(msg.type)) void qc.invalidateQueries({ queryKey: key });
    },
    () => void qc.invalidateQueries({ queryKey: key }),
  );
}

/** A clock for freshness: ages keep counting even when no new value arrives. */
export function useNow(everyMs = 5000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}
