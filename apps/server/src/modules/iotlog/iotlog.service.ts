import { type Paged } from '@pfs/domain';
import { CONTROL_OUTCOME_WORDS, IOT_LOG_KINDS, type IotLogItem, type IotLogKind, type IotLogQuery } from '@pfs/domain/iotlog';
import type { IotLogRepository } from './iotlog.repository.js';
import { pagedOf } from '../../lib/paging.js';

/** One IoT log entry. uid null = done by the system (a strategy, a gateway, the server). */
export type IotLogEntry = { fid: number; uid?: number | null; kind: IotLogKind; target: string; content: string; detail?: Record<string, unknown> };

/** What the control service reports about a request (its RequestView). */
export type ControlOutcome = {
  req_id: string;
  point_id: number;
  action: string;
  value: number | null;
  status: string;
  attempts: number;
  error: string;
  source?: string;
};

const SOURCE_WORDS: Record<string, string> = { manual: '手动', rule: '策略', strategy: '策略', schedule: '定时', api: '接口' };

function actionWords(action: string, value: number | null, unit: string) {
  if (action === 'open') return '开启';
  if (action === 'close') return '关闭';
  return `调至 ${value ?? '—'}${unit}`;
}

/**
 * The IoT log (物联网日志). Other modules record what they change through `write`; control outcomes and
 * gateway events are recorded here from the services' listeners.
 */
export class IotLogService {
  constructor(private readonly repo: IotLogRepository) {}

  async write(e: IotLogEntry): Promise<void> {
    await this.repo.insert({
      fid: e.fid,
      uid: e.uid ?? null,
      kind: e.kind,
      target: e.target.slice(0, 200),
      content: e.content.slice(0, 1000),
      detail: e.detail ?? {},
    });
  }

  /** A control request that was sent or ended, with who asked for it. */
  async controlOutcome(fid: number, r: ControlOutcome) {
    const ctx = await this.repo.requestContext(r.req_id);
    if (!ctx) return;
    const source = r.source ?? ctx.source;
    const outcome = CONTROL_OUTCOME_WORDS[r.status] ?? r.status;
    const error = r.error ? `（${r.error}）` : '';
    await this.write({
      fid,
      uid: ctx.uid,
      kind: 'ctrl',
      target: `${ctx.gwName} ${ctx.pointName}`,
      content: `${SOURCE_WORDS[source] ?? source}${actionWords(r.action, r.value, ctx.unit)}：${outcome}${error}`,
      detail: { req_id: r.req_id, point_id: r.point_id, action: r.action, value: r.value, status: r.status, source, attempts: r.attempts, error: r.error },
    });
  }

  /** A gateway's status as last logged: a repeated status (retained message, reconnect) is not logged again. */
  private readonly lastStatus = new Map<number, boolean>();

  async gatewayStatus(gwId: number, online: boolean) {
    if (this.lastStatus.get(gwId) === online) return;
    this.lastStatus.set(gwId, online);
    const g = await this.repo.gateway(gwId);
    if (!g) return;
    await this.write({
      fid: g.fid,
      kind: 'gateway',
      target: g.name,
      content: online ? '网关上线' : '网关离线（连接中断或遗嘱消息）',
      detail: { gw_id: gwId, sn: g.sn, online },
    });
  }

  /** A gateway was created or its secret rotated (the secret itself is never logged). */
  async gatewayChanged(fid: number, uid: number | null, what: 'created' | 'secret_rotated', gw: { gw_id: number; sn: string; name?: string }) {
    const g = gw.name ? { name: gw.name } : await this.repo.gateway(gw.gw_id);
    await this.write({
      fid,
      uid,
      kind: 'config',
      target: g?.name ?? gw.sn,
      content: what === 'created' ? `新建网关 ${gw.sn}` : `更换网关 ${gw.sn} 的密钥`,
      detail: { gw_id: gw.gw_id, sn: gw.sn, what },
    });
  }

  async list(fid: number, q: IotLogQuery): Promise<Paged<IotLogItem>> {
    const page = await this.repo.list(fid, {
      page: q.page,
      size: q.size,
      start: q.start ? new Date(q.start) : undefined,
      end: q.end ? new Date(q.end) : undefined,
      kind: q.kind,
      uid: q.uid,
      keyword: q.keyword || undefined,
    });
    return pagedOf(page, ({ log, cname }) => ({
      id: log.id,
      ts: log.ts.toISOString(),
      kind: log.kind,
      kind_label: IOT_LOG_KINDS[log.kind as IotLogKind] ?? log.kind,
      uid: log.uid,
      cname: cname ?? '',
      target: log.target,
      content: log.content,
      detail: log.detail,
    }));
  }
}
