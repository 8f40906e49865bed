/**
 * Which factories the live sockets of each instance watch. An instance announces its own set over the bus when it
 * changes and with every heartbeat, so the others batch and send a factory's values only while some browser
 * somewhere shows them: with many factories and instances, values nobody watches cost neither a NOTIFY nor a parse
 * on every instance.
 */
export type WatchNotice = { from: string; fids: number[]; ask?: boolean };

/** A bus payload that claims to be a notice, checked: instances share the channel, but nothing read is trusted blindly. */
export function asWatchNotice(x: unknown): WatchNotice | null {
  if (typeof x !== 'object' || x === null) return null;
  const { from, fids, ask } = x as Record<string, unknown>;
  if (typeof from !== 'string' || from.length > 64 || !Array.isArray(fids) || fids.length > 100_000) return null;
  if (!fids.every((f) => Number.isSafeInteger(f))) return null;
  return { from, fids: fids as number[], ask: ask === true };
}

/** The other instances' announced sets; one not refreshed within `ttlMs` (it died without a word) no longer counts. */
export class RemoteWatch {
  private readonly byInstance = new Map<string, { fids: Set<number>; until: number }>();

  constructor(
    private readonly self: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes another instance's notice (this instance's own come back too and are ignored); true when it asks for ours. */
  take(n: WatchNotice): boolean {
    if (n.from === this.self) return false;
    if (n.fids.length === 0) this.byInstance.delete(n.from);
    else this.byInstance.set(n.from, { fids: new Set(n.fids), until: this.now() + this.ttlMs });
    return n.ask === true;
  }

  watches(fid: number): boolean {
    const now = this.now();
    for (const [id, w] of this.byInstance) {
      if (w.until < now) this.byInstance.delete(id);
      else if (w.fids.has(fid)) return true;
    }
    return false;
  }
}
