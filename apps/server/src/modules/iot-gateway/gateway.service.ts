import { hashPassword, verifyPassword } from '../../lib/password.js';
import { mosquittoHash } from '../../lib/mosquitto-hash.js';
import { newToken } from '../../lib/tokens.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { Listeners } from '../../lib/listeners.js';
import { pointDisplayName } from '@pfs/domain/iot-device';
import { type FacState, type GatewaySecret, type GatewayView } from '@pfs/domain/iot-gateway';
import type { GatewayRepository } from './gateway.repository.js';

/** What gateway edits need from other services: the area check, and removing points with their history and alarms. */
export type GatewayHooks = {
  checkArea: (fid: number, areaId: number | null) => Promise<void>;
  removePoints: (fid: number, pointIds: number[]) => Promise<void>;
  gatewayRemoved: (fid: number, gwId: number) => Promise<void>;
};

/** A known gateway as ingest needs it: its factory and code → point_id of its points. */
export type GatewayRef = { gwId: number; fid: number; points: Map<string, number> };

export class GatewayService {
  /** Configuration changes made by staff (recorded in the IoT log). */
  readonly changes = new Listeners<[fid: number, uid: number | null, what: 'created' | 'secret_rotated', gw: { gw_id: number; sn: string; name: string }]>();
  /** A gateway appeared or went: views cached by serial number (ingest) are stale. */
  readonly snChanged = new Listeners<[sn: string]>();

  constructor(
    private readonly repo: GatewayRepository,
    private readonly hooks: GatewayHooks,
  ) {}

  async list(fid: number): Promise<GatewayView[]> {
    return (await this.repo.list(fid)).map(({ gw: g, areaName }) => ({
      gw_id: g.gwId,
      sn: g.sn,
      name: g.name,
      area_id: g.areaId,
      area_name: areaName,
      online: g.online,
      simulated: g.simulated,
      last_seen_at: g.lastSeenAt?.toISOString() ?? null,
      online_since: g.onlineSince?.toISOString() ?? null,
      msg_ct: g.msgCt,
      reading_ct: g.readingCt,
      rejected_ct: g.rejectedCt,
      seq_gap_ct: g.seqGapCt,
      last_reject_reason: g.lastRejectReason,
    }));
  }

  /** Creates a gateway; its secret is returned once and stored only as a hash. */
  async create(fid: number, input: { sn: string; name: string; area_id?: number | null; simulated?: boolean }, uid: number | null = null): Promise<GatewaySecret> {
    await this.hooks.checkArea(fid, input.area_id ?? null);
    if (await this.repo.findBySn(input.sn)) throw conflict(`网关序列号 ${input.sn} 已存在`);
    const secret = newToken();
    const g = await this.repo.insert({ fid, sn: input.sn, name: input.name, areaId: input.area_id ?? null, simulated: input.simulated ?? false, ...(await secretHashes(secret)) });
    await this.snChanged.emit(g.sn);
    await this.changes.emit(fid, uid, 'created', { gw_id: g.gwId, sn: g.sn, name: g.name });
    return { gw_id: g.gwId, sn: g.sn, secret };
  }

  async rotateSecret(fid: number, gwId: number, uid: number | null = null): Promise<GatewaySecret> {
    const g = await this.mustGet(fid, gwId);
    const secret = newToken();
    const h = await secretHashes(secret);
    await this.repo.setSecretHash(g.gwId, h.secretHash, h.brokerSecretHash);
    await this.changes.emit(fid, uid, 'secret_rotated', { gw_id: g.gwId, sn: g.sn, name: g.name });
    return { gw_id: g.gwId, sn: g.sn, secret };
  }

  async update(fid: number, gwId: number, b: { name: string; area_id: number | null }) {
    const g = await this.mustGet(fid, gwId);
    await this.hooks.checkArea(fid, b.area_id);
    await this.repo.update(g.gwId, { name: b.name, areaId: b.area_id });
  }

  /**
   * 物联网配置: the gateways giving an area's climate become exactly `gwIds` (the area checked by the caller);
   * a listed gateway leaves any other area, one no longer listed is unmapped. Answers the names now mapped.
   */
  async setAreaGateways(fid: number, areaId: number, gwIds: number[]): Promise<string[]> {
    const gws = await Promise.all(gwIds.map((id) => this.mustGet(fid, id)));
    await this.repo.setAreaGateways(fid, areaId, gwIds);
    return gws.map((g) => g.name);
  }

  /**
   * Deletes a gateway with its points and their history; its secret goes with it, so it cannot connect again,
   * and messages still in flight from it are ignored as coming from an unknown gateway.
   */
  async delete(fid: number, gwId: number) {
    const g = await this.mustGet(fid, gwId);
    await this.hooks.removePoints(fid, [...(await this.repo.pointIds(g.gwId)).values()]);
    await this.repo.delete(g.gwId);
    await this.hooks.gatewayRemoved(fid, g.gwId);
    await this.snChanged.emit(g.sn);
    return { name: g.name, sn: g.sn };
  }

  private async mustGet(fid: number, gwId: number) {
    const g = await this.repo.get(fid, gwId);
    if (!g) throw notFound('网关不存在或不属于本工厂');
    return g;
  }

  /** For ingest: the gateway with this serial number and its points, or null for an unknown one. */
  async ref(sn: string): Promise<GatewayRef | null> {
    const g = await this.repo.findBySn(sn);
    return g ? { gwId: g.gwId, fid: g.fid, points: await this.repo.pointIds(g.gwId) } : null;
  }

  /** code → point_id of the gateway's points (after a birth changed them). */
  pointIds(gwId: number): Promise<Map<string, number>> {
    return this.repo.pointIds(gwId);
  }

  /** For the broker: a gateway's sn and secret. */
  async verify(sn: string, secret: string): Promise<boolean> {
    const g = await this.repo.findBySn(sn);
    return !!g && (await verifyPassword(g.secretHash, secret));
  }

  /** New secrets for the simulated gateways at every start, handed to the in-process simulator. */
  async renewSimulatedSecrets(): Promise<{ sn: string; secret: string }[]> {
    const out: { sn: string; secret: string }[] = [];
    for (const g of await this.repo.listSimulated()) {
      const secret = newToken();
      const h = await secretHashes(secret);
      await this.repo.setSecretHash(g.gwId, h.secretHash, h.brokerSecretHash);
      out.push({ sn: g.sn, secret });
    }
    return out;
  }

  /**
   * Spec §7 get_iot_fac_states: gateways with their points' latest values and switch states. Points carry
   * their device group and area so pages can group them; name and unit are the ones staff set, if any.
   */
  async facState(fid: number): Promise<FacState[]> {
    const [gws, groups] = await Promise.all([this.list(fid), this.repo.groups(fid)]);
    const rows = await this.repo.pointsWithValues(gws.map((g) => g.gw_id));
    const grp = new Map(groups.map((x) => [x.id, x]));
    return gws.map((g) => ({
      ...g,
      points: rows
        .filter((r) => r.point.gwId === g.gw_id)
        .map((r) => ({
          point_id: r.point.pointId,
          code: r.point.code,
          kind: r.point.kind,
          name: pointDisplayName(r.point),
          unit: r.point.displayUnit ?? r.point.unit,
          grp_id: r.point.grpId,
          grp_name: r.point.grpId ? (grp.get(r.point.grpId)?.name ?? null) : null,
          grp_sort: r.point.grpId ? (grp.get(r.point.grpId)?.sortNo ?? 0) : null,
          area_id: g.area_id,
          area_name: g.area_name,
          sort_no: r.point.sortNo,
          enabled: r.point.enabled,
          writable: r.point.writable,
          // Dimming / set-point range of a switch that takes a number (null: open/close only).
          min: r.point.kind === 'switch' ? r.point.minValue : null,
          max: r.point.kind === 'switch' ? r.point.maxValue : null,
          value: r.point.kind === 'switch' ? (r.swValue ?? null) : (r.v ?? null),
          on: r.point.kind === 'switch' ? (r.swOn ?? null) : null,
          ts: (r.point.kind === 'switch' ? r.swTs : r.ts)?.toISOString() ?? null,
        })),
    }));
  }
}

/** The embedded broker checks the first; an external Mosquitto the second, once `npm run broker:passwd` wrote it. */
async function secretHashes(secret: string) {
  return { secretHash: await hashPassword(secret), brokerSecretHash: await mosquittoHash(secret) };
}
