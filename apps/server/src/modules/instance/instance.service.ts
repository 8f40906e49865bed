import type { FastifyBaseLogger } from 'fastify';
import { INSTANCE_BEAT_MS, type SysInstance, type SysInstanceList } from '@pfs/domain/instance';
import type { InstanceIdentity, InstanceRepository, InstanceRow, Leads } from './instance.repository.js';

/** Why a down instance matters: its share of the gateways' messages is queued for its broker session, not lost. */
const WAITING_IN_BROKER = '该实例已停止或失去联系：它那一份遥测由 MQTT 代理保存在它的会话中等待，恢复后写入（会话保留一天）。请尽快恢复它（systemd Restart=always）';
const DOWN_NO_BROKER = '该实例已停止或失去联系';

/**
 * This instance's line in the instances list: a heartbeat every 10 s (one upsert), a final word on an orderly stop,
 * and the list super admins read (服务器实例).
 */
export class InstanceService {
  private timer: NodeJS.Timeout | null = null;
  private startedAt: Date | null = null;

  constructor(
    private readonly repo: InstanceRepository,
    private readonly me: InstanceIdentity,
    private readonly leads: () => Leads,
    private readonly log: FastifyBaseLogger,
    private readonly beatMs = INSTANCE_BEAT_MS,
  ) {}

  async start(): Promise<void> {
    this.startedAt = await this.repo.register(this.me, this.leads());
    this.timer = setInterval(() => void this.beat(), this.beatMs);
    this.timer.unref();
  }

  async beat(): Promise<void> {
    if (!this.startedAt) return;
    // A missed beat is harmless (the next one comes in 10 s; three missed make it "down"): log, never throw.
    await this.repo.beat(this.me, this.startedAt, this.leads()).catch((err: unknown) => this.log.warn({ err }, '实例心跳写入失败'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.startedAt) await this.repo.stopped(this.me).catch((err: unknown) => this.log.warn({ err }, '实例停止记录写入失败'));
    this.startedAt = null;
  }

  async list(): Promise<SysInstanceList> {
    const items = (await this.repo.list()).map(view);
    const leaderOf = (k: 'scheduler_leader' | 'rules_leader') => items.find((i) => i.state === 'up' && i[k])?.name ?? null;
    return {
      items,
      up: items.filter((i) => i.state === 'up').length,
      down: items.filter((i) => i.state === 'down').length,
      scheduler_leader: leaderOf('scheduler_leader'),
      rules_leader: leaderOf('rules_leader'),
    };
  }

  /** Counts only, for /api/health. */
  async counts(): Promise<{ up: number; down: number }> {
    const { up, down } = await this.list();
    return { up, down };
  }
}

function view(r: InstanceRow): SysInstance {
  const up = r.up;
  return {
    name: r.name,
    host: r.host,
    port: r.port,
    pid: r.pid,
    version: r.version,
    state: up ? 'up' : 'down',
    since: (up ? r.startedAt : (r.stoppedAt ?? r.lastSeenAt)).toISOString(),
    started_at: r.startedAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    stopped: !up && r.stoppedAt !== null,
    mqtt_session: r.mqttSession,
    // A down instance's last word about leading is stale: another has taken over.
    scheduler_leader: up && r.schedulerLeader,
    rules_leader: up && r.rulesLeader,
    note: up ? '' : r.mqttSession ? WAITING_IN_BROKER : DOWN_NO_BROKER,
  };
}
