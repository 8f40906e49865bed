import { addDays } from '@pfs/domain/plant';
import { statementRange } from '@pfs/domain';
import type { SiCase, SiReport, SiStats, SiStatsRow } from '@pfs/domain/si';
import type { Clock } from '../../lib/clock.js';
import type { SiStatsCounts, SiStatsGroup, SiStatsRange, SiStatsRepository } from './si-stats.repository.js';

/** A share in per cent, two decimals; null when there is nothing to share. */
export const rateOf = (n: number, of: number): number | null => (of === 0 ? null : Math.round((n * 10_000) / of) / 100);

const UNFINISHED = '（未完成）';

function rowOf(c: SiStatsCounts, group: SiStatsGroup): SiStatsRow {
  const [plans, done, onTime, overdue, items, err] = [c.plans, c.done, c.on_time, c.overdue, c.items, c.err_ct].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fallback = group === 'person' && c.key === '' ? UNFINISHED : c.key;
  return {
    key: c.key,
    label: c.label ?? fallback,
    plans,
    done,
    on_time: onTime,
    overdue,
    completion_rate: rateOf(done, plans),
    on_time_rate: rateOf(onTime, plans),
    items,
    err_ct: err,
    err_rate: rateOf(err, items),
    cases_handled: Number(c.cases_handled),
    avg_handle_hours: c.handle_hours === null ? null : Math.round(c.handle_hours * 100) / 100,
  };
}

const EMPTY: SiStatsCounts = {
  key: '',
  label: '合计',
  plans: '0',
  done: '0',
  on_time: '0',
  overdue: '0',
  items: '0',
  err_ct: '0',
  cases_handled: '0',
  handle_hours: null,
};

/** Days in order; rules, people and targets by name (those who finished nothing last). */
const order = (group: SiStatsGroup) => (a: SiStatsRow, b: SiStatsRow) =>
  group === 'day'
    ? a.key.localeCompare(b.key)
    : Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label, 'zh-CN') || a.key.localeCompare(b.key);

/** 巡检统计, 巡检月报 and the home card. The statistics of a range are one function; the report is built from it. */
export class SiStatsService {
  constructor(
    private readonly repo: SiStatsRepository,
    private readonly clock: Clock,
    /** The earliest-due open cases, as the abnormality list shows them. */
    private readonly openCases: (fid: number, limit: number) => Promise<SiCase[]>,
  ) {}

  /** The rows of a range by one dimension (`all`: the one total row). */
  async rows(fid: number, range: SiStatsRange, group: SiStatsGroup): Promise<SiStatsRow[]> {
    const counts = await this.repo.counts(fid, range, group, new Date(this.clock.now()));
    if (group === 'all') return [rowOf(counts[0] ?? EMPTY, group)];
    return counts.map((c) => rowOf(c, group)).sort(order(group));
  }

  async stats(fid: number, f: SiStatsRange & { dim: SiStatsGroup }): Promise<SiStats> {
    const [total, rows] = await Promise.all([this.rows(fid, f, 'all'), this.rows(fid, f, f.dim)]);
    return { total: total[0]!, rows };
  }

  /** The statement month (spec §9): its totals, days, rules, people and the targets found abnormal most. */
  async report(fid: number, year: number, month: number): Promise<SiReport> {
    const { start, end } = statementRange(year, month);
    const range = { from: start, to: addDays(end, -1) };
    const [total, byDay, byRule, byPerson, byTarget, cases] = await Promise.all([
      this.rows(fid, range, 'all'),
      this.rows(fid, range, 'day'),
      this.rows(fid, range, 'rule'),
      this.rows(fid, range, 'person'),
      this.rows(fid, range, 'target'),
      this.repo.caseCounts(fid, { start, end }),
    ]);
    const topTargets = byTarget
      .filter((t) => t.err_ct > 0)
      .sort((a, b) => b.err_ct - a.err_ct || a.label.localeCompare(b.label, 'zh-CN'))
      .slice(0, 5)
      .map((t) => ({ target_name: t.label, err_ct: t.err_ct }));
    return {
      start,
      end,
      total: total[0]!,
      cases_opened: cases.opened,
      cases_open: cases.open,
      by_day: byDay,
      by_rule: byRule,
      by_person: byPerson,
      top_targets: topTargets,
    };
  }

  async home(fid: number) {
    const [counts, cases] = await Promise.all([this.repo.homeCounts(fid, this.clock.today(), new Date(this.clock.now())), this.openCases(fid, 5)]);
    return { ...counts, cases };
  }
}
