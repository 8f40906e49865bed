import { and, eq, inArray } from 'drizzle-orm';
import type { SiTargetKind } from '@pfs/domain/si';
import type { Db } from '../../db/client.js';
import { areaTable, fieldTable } from '../facility/index.js';
import { gatewayTable, pointTable } from '../iot-store/index.js';

/** What an item checks, named: 「厂房 / 区域」 for an area, the gateway's or device's name with its area. */
export type SiTarget = { name: string; areaId: number | null };
export type SiTargetRef = { targetKind: SiTargetKind; targetId: number | null; targetText: string };

const key = (kind: SiTargetKind, id: number) => `${kind}:${id}`;
const placeOf = (field: string | null, area: string | null) => (area ? `${field ?? ''} / ${area}` : null);
const withPlace = (name: string, place: string | null) => (place ? `${name}（${place}）` : name);

/** The target name as items, rules and records show it: the target's name, then its words, joined by 「 · 」. */
export const targetNameOf = (ref: SiTargetRef, targets: Map<string, SiTarget>) => {
  const named = ref.targetId === null ? undefined : targets.get(key(ref.targetKind, ref.targetId))?.name;
  return [named, ref.targetText].filter(Boolean).join(' · ');
};

/** Reads the factory's areas, gateways and devices (IoT points) that items name. */
export class SiTargets {
  constructor(private readonly db: Db) {}

  /** The factory's targets among these refs; another factory's (or a removed) target is missing from the map. */
  async of(fid: number, refs: readonly SiTargetRef[]): Promise<Map<string, SiTarget>> {
    const ids = (kind: SiTargetKind) => [...new Set(refs.filter((r) => r.targetKind === kind && r.targetId !== null).map((r) => r.targetId!))];
    const [areas, gws, pts] = [ids('area'), ids('gateway'), ids('device')];
    const out = new Map<string, SiTarget>();
    const a = areaTable;
    if (areas.length)
      for (const r of await this.db
        .select({ id: a.areaId, name: a.name, field: fieldTable.name })
        .from(a)
        .innerJoin(fieldTable, eq(fieldTable.fieldId, a.fieldId))
        .where(and(eq(a.fid, fid), inArray(a.areaId, areas))))
        out.set(key('area', r.id), { name: placeOf(r.field, r.name)!, areaId: r.id });
    if (gws.length)
      for (const r of await this.db
        .select({ id: gatewayTable.gwId, name: gatewayTable.name, areaId: gatewayTable.areaId, area: a.name, field: fieldTable.name })
        .from(gatewayTable)
        .leftJoin(a, eq(a.areaId, gatewayTable.areaId))
        .leftJoin(fieldTable, eq(fieldTable.fieldId, a.fieldId))
        .where(and(eq(gatewayTable.fid, fid), inArray(gatewayTable.gwId, gws))))
        out.set(key('gateway', r.id), { name: withPlace(r.name, placeOf(r.field, r.area)), areaId: r.areaId });
    if (pts.length)
      for (const r of await this.points(fid, pts)) out.set(key('device', r.id), { name: withPlace(r.name, placeOf(r.field, r.area)), areaId: r.areaId });
    return out;
  }

  /** The factory's IoT points among these ids, with their shown name and place. */
  async points(fid: number, pointIds: number[]) {
    if (pointIds.length === 0) return [];
    const a = areaTable;
    const rows = await this.db
      .select({
        id: pointTable.pointId,
        name: pointTable.name,
        display: pointTable.displayName,
        code: pointTable.code,
        areaId: gatewayTable.areaId,
        area: a.name,
        field: fieldTable.name,
      })
      .from(pointTable)
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .leftJoin(a, eq(a.areaId, gatewayTable.areaId))
      .leftJoin(fieldTable, eq(fieldTable.fieldId, a.fieldId))
      .where(and(eq(gatewayTable.fid, fid), inArray(pointTable.pointId, pointIds)));
    return rows.map((r) => ({ ...r, name: r.display || r.name || r.code }));
  }

  /** Point id → its shown name, for the factory's points among these. */
  async pointNames(fid: number, pointIds: (number | null)[]): Promise<Map<number, string>> {
    const ids = [...new Set(pointIds.filter((x): x is number => x !== null))];
    return new Map((await this.points(fid, ids)).map((p) => [p.id, p.name]));
  }
}
