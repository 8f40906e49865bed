/** A message offered to the ingest: its size in readings (0 for anything but telemetry) and in bytes. */
export type Offer = { rows: number; bytes: number };
type Waiter = { offer: Offer; admit: () => void; resolve: () => void; reject: (err: Error) => void };

/**
 * Admission to the in-memory backlog. A message is taken (journaled, then acknowledged to its sender) only while
 * the backlog has room for its readings; otherwise it waits here, unacknowledged, so the gateway keeps it (and
 * with an external broker, the broker's session does), instead of the server dropping readings it acknowledged.
 * Waiting messages are taken strictly in arrival order: a birth stays ahead of the data it announces.
 */
export class IngestGate {
  private waiting: Waiter[] = [];
  /** Messages whose acknowledgement waited for room (metrics, tests). */
  heldTotal = 0;

  constructor(
    /** Readings the backlog may hold (waiting to be handled + waiting to be written + being written). */
    readonly maxRows: number,
    /** Bytes of messages waiting to be handled. */
    readonly maxBytes: number,
    private readonly size: () => Offer,
  ) {}

  get heldNow() {
    return this.waiting.length;
  }

  /** An empty backlog takes anything (a message bigger than the bound must not wait forever). */
  private fits(o: Offer) {
    const s = this.size();
    if (s.rows === 0 && s.bytes === 0) return true;
    return s.rows + o.rows <= this.maxRows && s.bytes + o.bytes <= this.maxBytes;
  }

  /**
   * Runs `admit` now when there is room and nobody is waiting (returns null), else later (the promise settles
   * once it ran, or rejects when it threw or the ingest stops).
   */
  offer(o: Offer, admit: () => void): Promise<void> | null {
    if (this.waiting.length === 0 && this.fits(o)) {
      admit();
      return null;
    }
    this.heldTotal += 1;
    return new Promise((resolve, reject) => this.waiting.push({ offer: o, admit, resolve, reject }));
  }

  /** Call when the backlog shrank: admits waiting messages, oldest first, while they fit. */
  wake() {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.offer)) {
      const w = this.waiting.shift()!;
      try {
        w.admit();
        w.resolve();
      } catch (err) {
        w.reject(err as Error);
      }
    }
  }

  /** Stopping: nothing waiting is taken (nor acknowledged); senders send it again to the next server. */
  refuseAll(err: Error) {
    const w = this.waiting;
    this.waiting = [];
    for (const x of w) x.reject(err);
  }
}

/** A payload that is not JSON (counted as rejected when handled). */
export const MALFORMED = Symbol('malformed');
export type Body = unknown;

export function parseBody(payload: Buffer): Body {
  try {
    return JSON.parse(payload.toString('utf8')) as unknown;
  } catch {
    return MALFORMED;
  }
}

/** Readings a telemetry body claims to hold, before it is validated: what it will take of the backlog at most. */
export function claimedRows(body: Body): number {
  const points = body && typeof body === 'object' && 'points' in body ? body.points : null;
  if (!points || typeof points !== 'object') return 0;
  let n = 0;
  for (const rs of Object.values(points)) if (Array.isArray(rs)) n += rs.length;
  return n;
}
