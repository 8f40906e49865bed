import type { GatewayRef, GatewayService } from '../iot-gateway/index.js';
import type { GatewayStatsDelta } from './ingest.repository.js';

/** How long a gateway's facts (id, factory, points) are trusted before they are read again: changes made on another instance. */
export const GATEWAY_CACHE_MS = 60_000;
const UNKNOWN_CACHE_MS = 5_000;
/** A reading of a point this instance does not know re-reads the gateway's points at most this often. */
const POINTS_REFRESH_MS = 5_000;
/** Just after a gateway is looked up, its birth may still be on its way through another instance: waited for. */
const BIRTH_RACE_MS = 10_000;
const BIRTH_WAIT_STEP_MS = 100;
const BIRTH_WAIT_TRIES = 20;

/**
 * Gateways by serial number, cached per instance. Changes made through this instance forget the entry at once;
 * those made through another instance are seen within GATEWAY_CACHE_MS (an unknown sn within UNKNOWN_CACHE_MS,
 * points announced in a birth another instance handled: at the first reading of such a point, at most every 5 s).
 */
export class IngestGateways {
  /** `waited`: the one wait for a birth on another instance is spent (kept when the entry is read again). */
  private readonly bySn = new Map<string, { ref: GatewayRef | null; at: number; pointsAt: number; waited: boolean }>();

  constructor(private readonly gateways: Pick<GatewayService, 'ref' | 'pointIds'>) {}

  async get(sn: string): Promise<GatewayRef | null> {
    const hit = this.bySn.get(sn);
    const now = Date.now();
    if (hit && now - hit.at < (hit.ref ? GATEWAY_CACHE_MS : UNKNOWN_CACHE_MS)) return hit.ref;
    const ref = await this.gateways.ref(sn);
    this.bySn.set(sn, { ref, at: now, pointsAt: now, waited: hit?.waited ?? false });
    return ref;
  }

  forget(sn: string) {
    this.bySn.delete(sn);
  }

  /** A birth's points are stored: read the gateway's point ids again. */
  async reloadPoints(gw: GatewayRef) {
    gw.points = await this.gateways.pointIds(gw.gwId);
  }

  /**
   * Telemetry naming a point this instance does not know yet: re-read the gateway's points. With several instances a
   * gateway's birth may go to another one while its first readings come here: once, just after the gateway was
   * looked up, the re-read is repeated (every 100 ms, 2 s at most, holding this instance's messages meanwhile) until
   * the birth is stored, so those readings are not refused. Otherwise (a gateway sending a code it never announced)
   * at most every 5 s, without waiting.
   */
  async refreshPointsFor(sn: string, gw: GatewayRef, body: unknown) {
    const codes = body && typeof body === 'object' && 'points' in body && body.points && typeof body.points === 'object' ? Object.keys(body.points) : [];
    const known = () => codes.every((c) => gw.points.has(c));
    if (known()) return;
    const hit = this.bySn.get(sn);
    if (!hit) return;
    const now = Date.now();
    if (!hit.waited && now - hit.at < BIRTH_RACE_MS) {
      hit.waited = true;
      for (let i = 0; i < BIRTH_WAIT_TRIES && !known(); i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, BIRTH_WAIT_STEP_MS));
        await this.reloadPoints(gw);
      }
      hit.pointsAt = Date.now();
      return;
    }
    if (now - hit.pointsAt < POINTS_REFRESH_MS) return;
    hit.pointsAt = now;
    await this.reloadPoints(gw);
  }
}

/** Messages, readings and rejections per gateway since the last flush (written to the gateway statistics then). */
export class GatewayTally {
  private readonly byGw = new Map<number, GatewayStatsDelta>();
  /** Messages and readings refused since start, all gateways (metrics). */
  rejectedTotal = 0;

  add(gwId: number, readings: number, rejected: number, reason = '') {
    const s = this.entry(gwId);
    s.msgs += 1;
    s.readings += readings;
    s.rejected += rejected;
    this.rejectedTotal += rejected;
    if (reason) s.lastReason = reason;
    s.lastSeen = new Date();
  }

  /** Readings counted as accepted that the database refused (set aside): rejected after all, no new message. */
  unstorable(gwId: number, readings: number) {
    const s = this.entry(gwId);
    s.readings -= readings;
    s.rejected += readings;
    s.lastReason = 'unstorable';
  }

  private entry(gwId: number): GatewayStatsDelta {
    let s = this.byGw.get(gwId);
    if (!s) this.byGw.set(gwId, (s = { msgs: 0, readings: 0, rejected: 0, lastReason: '', lastSeen: new Date() }));
    return s;
  }

  /** What was counted, and a fresh start. */
  take(): [number, GatewayStatsDelta][] {
    const all = [...this.byGw.entries()];
    this.byGw.clear();
    return all;
  }
}
