import { badRequest, notFound } from '../../lib/app-error.js';
import type { RuleEngine } from './rule-engine.js';
import type { RuleRepository } from './rule.repository.js';

/** Manual override (issue §4): a switch locked against strategies until a chosen time; manual control still works. */
export class SwitchLockService {
  constructor(
    private readonly repo: RuleRepository,
    private readonly engine: RuleEngine,
    private readonly now: () => number = Date.now,
  ) {}

  private async switchOf(fid: number, pointId: number) {
    const p = (await this.repo.points(fid)).find((x) => x.point.pointId === pointId);
    if (!p) throw notFound('点位不存在或不属于本工厂');
    if (p.point.kind !== 'switch' || !p.point.writable) throw badRequest(`「${p.point.name || p.point.code}」不是可控开关，无需锁定`);
    return p;
  }

  async lock(fid: number, uid: number, input: { point_id: number; minutes: number; reason: string }) {
    await this.switchOf(fid, input.point_id);
    const until = new Date(this.now() + input.minutes * 60_000);
    await this.repo.upsertLock({ pointId: input.point_id, fid, until, uid, reason: input.reason });
    const lock = (await this.list(fid)).find((l) => l.point_id === input.point_id)!;
    this.engine.setLock(input.point_id, { until: until.getTime(), cname: lock.cname });
    return lock;
  }

  async unlock(fid: number, pointId: number) {
    await this.switchOf(fid, pointId);
    if (!(await this.repo.removeLock(fid, pointId))) throw notFound('该开关没有锁定');
    this.engine.setLock(pointId, null);
  }

  async list(fid: number) {
    return (await this.repo.activeLocks(new Date(this.now()), fid)).map((l) => ({
      point_id: l.lock.pointId,
      until: l.lock.until.toISOString(),
      uid: l.lock.uid,
      cname: l.cname ?? '',
      reason: l.lock.reason,
      created_at: l.lock.createdAt.toISOString(),
    }));
  }
}
