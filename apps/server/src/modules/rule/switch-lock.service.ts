import type { SwitchLock } from '@pfs/domain/rule';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { RuleEngine } from './rule-engine.js';
import type { RuleRepository } from './rule.repository.js';

/** An IoT log entry (kind lock / rule): who changed what. */
export type IotLogWrite = (e: {
  fid: number;
  uid: number | null;
  kind: 'lock' | 'rule';
  target: string;
  content: string;
  detail?: Record<string, unknown>;
}) => Promise<void>;

const name = (p: { gwName: string; point: { name: string; code: string } }) => `${p.gwName} ${p.point.name || p.point.code}`;

/** Manual override (issue §4): a switch locked against strategies until a chosen time; manual control still works. */
export class SwitchLockService {
  constructor(
    private readonly repo: RuleRepository,
    private readonly engine: RuleEngine,
    private readonly log: IotLogWrite = async () => {},
    private readonly now: () => number = Date.now,
  ) {}

  private async switchOf(fid: number, pointId: number) {
    const p = (await this.repo.points(fid)).find((x) => x.point.pointId === pointId);
    if (!p) throw notFound('点位不存在或不属于本工厂');
    if (p.point.kind !== 'switch' || !p.point.writable) throw badRequest(`「${p.point.name || p.point.code}」不是可控开关，无需锁定`);
    return p;
  }

  async lock(fid: number, uid: number, input: { point_id: number; minutes: number; reason: string }): Promise<SwitchLock> {
    const p = await this.switchOf(fid, input.point_id);
    const until = new Date(this.now() + input.minutes * 60_000);
    await this.repo.upsertLock({ pointId: input.point_id, fid, until, uid, reason: input.reason });
    const lock = (await this.list(fid)).find((l) => l.point_id === input.point_id)!;
    this.engine.setLock(input.point_id, { until: until.getTime(), cname: lock.cname });
    await this.log({
      fid,
      uid,
      kind: 'lock',
      target: name(p),
      content: `锁定开关 ${input.minutes} 分钟，期间策略不控制它${input.reason ? `（${input.reason}）` : ''}`,
      detail: { point_id: input.point_id, until: lock.until },
    });
    return lock;
  }

  async unlock(fid: number, uid: number, pointId: number) {
    const p = await this.switchOf(fid, pointId);
    if (!(await this.repo.removeLock(fid, pointId))) throw notFound('该开关没有锁定');
    this.engine.setLock(pointId, null);
    await this.log({ fid, uid, kind: 'lock', target: name(p), content: '解除开关锁定，策略恢复控制', detail: { point_id: pointId } });
  }

  async list(fid: number): Promise<SwitchLock[]> {
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
