import { hashPassword, verifyPassword } from '../../lib/password.js';
import { newToken } from '../../lib/tokens.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { Listeners } from '../../lib/listeners.js';
import type { IotRepository } from './iot.repository.js';

export type GatewayView = {
  gw_id: number;
  sn: string;
  name: string;
  area_id: number | null;
  online: boolean;
  simulated: boolean;
  last_seen_at: string | null;
  online_since: string | null;
  msg_ct: number;
  reading_ct: number;
  rejected_ct: number;
  last_reject_reason: string;
};

export class GatewayService {
  /** Configuration changes made by staff (recorded in the IoT log). */
  readonly changes = new Listeners<[fid: number, uid: number | null, what: 'created' | 'secret_rotated', gw: { gw_id: number; sn: string; name: string }]>();
  constructor(
    private readonly repo: IotRepository,
    private readonly onChanged: (sn: string) => void,
  ) {}

  async list(fid: number): Promise<GatewayView[]> {
    return (await this.repo.listGateways(fid)).map((g) => ({
      gw_id: g.gwId,
      sn: g.sn,
      name: g.name,
      area_id: g.areaId,
      online: g.online,
      simulated: g.simulated,
      last_seen_at: g.lastSeenAt?.toISOString() ?? null,
      online_since: g.onlineSince?.toISOString() ?? null,
      msg_ct: g.msgCt,
      reading_ct: g.readingCt,
      rejected_ct: g.rejectedCt,
      last_reject_reason: g.lastRejectReason,
    }));
  }

  /** Creates a gateway; its secret is returned once and stored only as a hash. */
  async create(fid: number, input: { sn: string; name: string; area_id?: number | null; simulated?: boolean }, uid: number | null = null) {
    if (await this.repo.findGatewayBySn(input.sn)) throw conflict(`网关序列号 ${input.sn} 已存在`);
    const secret = newToken();
    const g = await this.repo.insertGateway({ fid, sn: input.sn, name: input.name, areaId: input.area_id ?? null, simulated: input.simulated ?? false, secretHash: await hashPassword(secret) });
    this.onChanged(g.sn);
    await this.changes.emit(fid, uid, 'created', { gw_id: g.gwId, sn: g.sn, name: g.name });
    return { gw_id: g.gwId, sn: g.sn, secret };
  }

  async rotateSecret(fid: number, gwId: number, uid: number | null = null) {
    const g = (await this.repo.listGateways(fid)).find((x) => x.gwId === gwId);
    if (!g) throw notFound('网关不存在或不属于本工厂');
    const secret = newToken();
    await this.repo.setSecretHash(g.gwId, await hashPassword(secret));
    await this.changes.emit(fid, uid, 'secret_rotated', { gw_id: g.gwId, sn: g.sn, name: g.name });
    return { gw_id: g.gwId, sn: g.sn, secret };
  }

  /** For the broker: a gateway's sn and secret. */
  async verify(sn: string, secret: string): Promise<boolean> {
    const g = await this.repo.findGatewayBySn(sn);
    return !!g && (await verifyPassword(g.secretHash, secret));
  }

  /** New secrets for the simulated gateways at every start, handed to the in-process simulator. */
  async renewSimulatedSecrets(): Promise<{ sn: string; secret: string }[]> {
    const out: { sn: string; secret: string }[] = [];
    for (const g of await this.repo.listSimulated()) {
      const secret = newToken();
      await this.repo.setSecretHash(g.gwId, await hashPassword(secret));
      out.push({ sn: g.sn, secret });
    }
    return out;
  }

  /** Spec §7 get_iot_fac_states: gateways with their points' latest values and switch states. */
  async facState(fid: number) {
    const gws = await this.list(fid);
    const rows = await this.repo.pointsWithValues(gws.map((g) => g.gw_id));
    return gws.map((g) => ({
      ...g,
      points: rows
        .filter((r) => r.point.gwId === g.gw_id)
        .map((r) => ({
          point_id: r.point.pointId,
          code: r.point.code,
          kind: r.point.kind,
          name: r.point.name,
          unit: r.point.unit,
          value: r.point.kind === 'switch' ? (r.swValue ?? null) : (r.v ?? null),
          on: r.point.kind === 'switch' ? (r.swOn ?? null) : null,
          ts: (r.point.kind === 'switch' ? r.swTs : r.ts)?.toISOString() ?? null,
        })),
    }));
  }
}
