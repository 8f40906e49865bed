import { type Paged } from '@pfs/domain';
import { FAC_EVENT_TYPES, USER_LOG_TYPES, type FacEventItem, type LogQueryBody, type LogStats, type PageVisitItem, type UserLogItem } from '@pfs/domain/syslog';
import type { ActivityLog, FacEventEntry, UserLogEntry } from '../../lib/activity-log.js';
import { pagedOf } from '../../lib/paging.js';
import type { LogFilter, SyslogRepository } from './syslog.repository.js';
import type { Clock } from '../../lib/clock.js';

const label = (map: Record<string, string>, key: string) => map[key] ?? key;

/** What every log entry shows: when, and who (a name of '' for an entry without one). */
const entryOf = <U extends number | null>(log: { id: number; ts: Date; uid: U }, cname: string | null) => ({
  id: log.id,
  ts: log.ts.toISOString(),
  uid: log.uid,
  cname: cname ?? '',
});

function toFilter(q: LogQueryBody): LogFilter {
  return {
    page: q.page,
    size: q.size,
    start: q.start ? new Date(q.start) : undefined,
    end: q.end ? new Date(q.end) : undefined,
    uid: q.uid,
    type: q.type || undefined,
  };
}

export class SyslogService implements ActivityLog {
  constructor(
    private readonly repo: SyslogRepository,
    private readonly clock: Clock,
  ) {}

  async userLog(e: UserLogEntry): Promise<void> {
    await this.repo.insertUserLog({ fid: e.fid ?? null, uid: e.uid, uniNo: e.uniNo, type: e.type, detail: e.detail ?? '', ip: e.ip ?? '' });
  }

  async facEvent(e: FacEventEntry): Promise<void> {
    await this.repo.insertFacEvent(e);
  }

  async pageVisit(e: { fid: number; uid: number; siteName: string; path: string; param: string }): Promise<void> {
    await this.repo.insertPageVisit(e);
  }

  async listUserLogs(fid: number, q: LogQueryBody): Promise<Paged<UserLogItem>> {
    return pagedOf(await this.repo.listUserLogs(fid, toFilter(q)), ({ log, cname }) => ({
      ...entryOf(log, cname),
      uni_no: log.uniNo,
      type: log.type,
      type_label: label(USER_LOG_TYPES, log.type),
      detail: log.detail,
      ip: log.ip,
    }));
  }

  async listPageVisits(fid: number, q: LogQueryBody): Promise<Paged<PageVisitItem>> {
    return pagedOf(await this.repo.listPageVisits(fid, toFilter(q)), ({ log, cname, uniNo }) => ({
      ...entryOf(log, cname),
      uni_no: uniNo ?? '',
      site_name: log.siteName,
      path: log.path,
      param: log.param,
    }));
  }

  async listFacEvents(fid: number, q: LogQueryBody): Promise<Paged<FacEventItem>> {
    return pagedOf(await this.repo.listFacEvents(fid, toFilter(q)), ({ log, cname }) => ({
      ...entryOf(log, cname),
      type: log.type,
      type_label: label(FAC_EVENT_TYPES, log.type),
      detail: log.detail,
    }));
  }

  /** Counts per local day for the last `days` days, today included, zero-filled. */
  async stats(fid: number, days: number, now = new Date(this.clock.now())): Promise<LogStats> {
    const since = new Date(now.getTime() - days * 86_400_000);
    const { userLogs, visits, events, activeUsers } = await this.repo.countsPerDay(fid, since);
    const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
    const [u, v, e] = [byDay(userLogs), byDay(visits), byDay(events)];
    const list = Array.from({ length: days }, (_, i) => {
      const day = this.clock.dayOf(now.getTime() - (days - 1 - i) * 86_400_000);
      return { day, user_log_ct: u.get(day) ?? 0, page_visit_ct: v.get(day) ?? 0, fac_evt_ct: e.get(day) ?? 0 };
    });
    const sum = (k: 'user_log_ct' | 'page_visit_ct' | 'fac_evt_ct') => list.reduce((a, d) => a + d[k], 0);
    return {
      days: list,
      totals: {
        user_log_ct: sum('user_log_ct'),
        page_visit_ct: sum('page_visit_ct'),
        fac_evt_ct: sum('fac_evt_ct'),
        active_user_ct: Number(activeUsers),
      },
    };
  }
}
