import { randomUUID } from 'node:crypto';
import { type Paged } from '@pfs/domain';
import { type ControlRequestItem, type ControlRequestView } from '@pfs/domain/iot-gateway';
import { commandAckSchema, topicOf, type Command, type SwitchAction } from '@pfs/domain/iot-ingest';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { ControlRepository } from './control.repository.js';
import type { controlRequestTable } from '../iot-store/index.js';
import { Listeners } from '../../lib/listeners.js';

/** How long a command may wait for the gateway's confirmation, and how often it is re-sent meanwhile. */
export const COMMAND_TTL_MS = 30_000;
export const RESEND_EVERY_MS = 3_000;

type Req = typeof controlRequestTable.$inferSelect;
export type Publish = (topic: string, payload: string) => Promise<void>;

export type RequestView = ControlRequestView;
export const toRequestView = (r: Req): ControlRequestView => ({
  req_id: r.reqId,
  point_id: r.pointId,
  gw_id: r.gwId,
  action: r.action,
  value: r.value,
  status: r.status,
  source: r.source,
  attempts: r.attempts,
  error: r.error,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  done_at: r.doneAt?.toISOString() ?? null,
});

/**
 * Switch commands with known delivery: pending → sent → done / failed / expired (said by the gateway) or
 * timeout (no confirmation in time). Unconfirmed commands are re-sent until they expire.
 */
export class ControlService {
  private publish: Publish | null = null;
  private readonly lastSent = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  /** Every change of a request (sent, final outcome): alarms on failure and time-out, live channel, strategies. */
  readonly outcomes = new Listeners<[fid: number, req: RequestView]>();

  constructor(
    private readonly repo: ControlRepository,
    private readonly ttlMs = COMMAND_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  attach(publish: Publish) {
    this.publish = publish;
  }

  detach() {
    this.publish = null;
    this.stopTicks();
  }

  /** Re-sends and time-outs: on one instance only (the scheduler leader), so a request times out once. */
  startTicks() {
    this.timer ??= setInterval(() => void this.tick().catch(() => undefined), 1000);
  }

  stopTicks() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async request(fid: number, input: { point_id: number; action: SwitchAction; value?: number | null }, uid: number | null, source = 'manual'): Promise<ControlRequestView> {
    const sp = await this.repo.switchPoint(fid, input.point_id);
    if (!sp) throw notFound('点位不存在或不属于本工厂');
    if (sp.point.kind !== 'switch' || !sp.point.writable) throw badRequest(`「${sp.point.name || sp.point.code}」不是可控开关`);
    const value = input.action === 'number' ? (input.value ?? null) : null;
    if (input.action === 'number') {
      const { minValue: min, maxValue: max } = sp.point;
      if (value === null) throw badRequest('请填写数值');
      if ((min !== null && value < min) || (max !== null && value > max)) throw badRequest(`数值须在 ${min ?? '-∞'} 到 ${max ?? '∞'} 之间`);
    }
    if (!this.publish) throw new AppError(409, '物联网服务未启动，无法下发指令');
    const now = this.now();
    const req: Req = {
      reqId: randomUUID(),
      fid,
      gwId: sp.gw.gwId,
      pointId: sp.point.pointId,
      action: input.action,
      value,
      status: 'pending',
      uid,
      source,
      attempts: 0,
      error: '',
      createdAt: new Date(now),
      expiresAt: new Date(now + this.ttlMs),
      doneAt: null,
    };
    await this.repo.insert(req);
    return toRequestView(await this.send(req, sp.gw.sn, sp.point.code));
  }

  private async send(req: Req, sn: string, code: string): Promise<Req> {
    const cmd: Command = { id: req.reqId, point: code, action: req.action, value: req.value, expires_at: req.expiresAt.getTime() };
    this.lastSent.set(req.reqId, this.now());
    try {
      await this.publish!(topicOf(sn, 'cmd'), JSON.stringify(cmd));
    } catch {
      return (await this.repo.update(req.reqId, { attempts: req.attempts + 1 }))!;
    }
    return (await this.repo.update(req.reqId, { status: req.status === 'pending' ? 'sent' : req.status, attempts: req.attempts + 1 }))!;
  }

  /** A gateway's acknowledgement (cmd/ack). Only a gateway's own requests are accepted from it. */
  async onAck(gwId: number, body: unknown) {
    const ack = commandAckSchema.safeParse(body);
    if (!ack.success) return false;
    const req = await this.repo.get(ack.data.id);
    if (!req || req.gwId !== gwId || (req.status !== 'pending' && req.status !== 'sent')) return true;
    if (ack.data.status === 'received') return true;
    this.lastSent.delete(req.reqId);
    const done = await this.repo.update(req.reqId, { status: ack.data.status, error: ack.data.error ?? '', doneAt: new Date(this.now()) });
    if (done) await this.outcomes.emit(done.fid, toRequestView(done));
    return true;
  }

  /** Re-sends unconfirmed commands and times out the ones whose time is up. */
  async tick() {
    const now = this.now();
    for (const r of await this.repo.overdue(new Date(now))) {
      this.lastSent.delete(r.reqId);
      const done = await this.repo.update(r.reqId, { status: 'timeout', error: '网关未在规定时间内确认（可能离线）', doneAt: new Date(now) });
      if (done) await this.outcomes.emit(done.fid, toRequestView(done));
    }
    if (!this.publish) return;
    for (const r of await this.repo.openRequests()) {
      if (now - (this.lastSent.get(r.reqId) ?? 0) < RESEND_EVERY_MS) continue;
      const sp = await this.repo.switchPoint(r.fid, r.pointId);
      if (sp) await this.send(r, sp.gw.sn, sp.point.code);
    }
  }

  async get(fid: number, reqId: string): Promise<ControlRequestView> {
    const r = await this.repo.get(reqId);
    if (!r || r.fid !== fid) throw notFound('控制请求不存在');
    return toRequestView(r);
  }

  async list(fid: number, page: number, size: number): Promise<Paged<ControlRequestItem>> {
    const { rows, total } = await this.repo.list(fid, page, size);
    return {
      total_ct: total,
      items: rows.map((x) => ({ ...toRequestView(x.req), point_name: x.pointName || x.pointCode, gw_name: x.gwName, cname: x.cname ?? '' })),
    };
  }
}
