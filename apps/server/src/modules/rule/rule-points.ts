import type { EngineStore } from './rule-engine-deps.js';
import type { PointInfo, Reading } from './rule-run.js';

export type SwitchState = { on: boolean; value: number | null };

/** What the strategy engine knows of the points its strategies read and switch: names, latest readings, switch states. */
export class RulePoints {
  private readonly values = new Map<number, Reading>();
  private readonly states = new Map<number, SwitchState>();
  private readonly info = new Map<number, PointInfo>();
  readonly value = (pointId: number) => this.values.get(pointId);
  readonly state = (pointId: number) => this.states.get(pointId);
  readonly infoOf = (pointId: number) => this.info.get(pointId);
  readonly nameOf = (pointId: number) => this.info.get(pointId)?.name ?? `#${pointId}`;

  constructor(private readonly repo: Pick<EngineStore, 'points' | 'latestValues' | 'switchStates'>) {}

  /** Point names, latest values and switch states of a factory (from the tables; the engine's listeners keep them fresh). */
  async load(fid: number) {
    const points = await this.repo.points(fid);
    for (const p of points) this.info.set(p.point.pointId, { name: [p.areaName ?? p.gwName, p.point.name || p.point.code].join(' '), unit: p.point.unit });
    const ids = points.map((p) => p.point.pointId);
    for (const v of await this.repo.latestValues(ids)) if (!this.values.has(v.pointId)) this.values.set(v.pointId, { v: v.v, ts: v.ts.getTime() });
    for (const s of await this.repo.switchStates(ids)) if (!this.states.has(s.pointId)) this.states.set(s.pointId, { on: s.on, value: s.value });
  }

  /** Accepted readings: a newer one replaces the value, an older one arriving late does not. */
  read(rows: { pointId: number; ms: number; v: number }[]) {
    for (const r of rows) {
      const cur = this.values.get(r.pointId);
      if (!cur || cur.ts <= r.ms) this.values.set(r.pointId, { v: r.v, ts: r.ms });
    }
  }

  setState(pointId: number, s: SwitchState) {
    this.states.set(pointId, { on: s.on, value: s.value });
  }
}
