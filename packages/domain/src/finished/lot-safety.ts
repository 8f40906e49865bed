/**
 * What a finished lot's produce owes to crop protection (安全间隔期). A treatment concerns a pick only when it
 * came before the pick: a batch's records never go back in time (each is dated on or after the one before),
 * so "before" is earlier in the batch's log — a spray recorded on the day of a pick but after it did not touch
 * what was already picked. A pick is inside an interval when a treatment before it still ran on the pick's day
 * (applied on D with N days: D … D+N−1). A lot's picks are those its entry took out of temporary storage,
 * first picked first entered, entries in the order they were recorded.
 */
import { addDays } from '../plant/plant-day.js';

/** A crop protection of the batch, where it stands in the batch's log. */
export type Treatment = { seq: number; date: string; pesticide: string; target: string; safe_days: number; safe_from: string };
/** A pick (of one grade), where it stands in the batch's log, with the grams it gave. */
export type PickRecord = { seq: number; date: string; g: number };
export type Breach = { treatment: Treatment; pick_date: string; ends_on: string };
export type PickJudgement = { before: Treatment[]; breach: Breach | null };

const isBefore = (t: Treatment, pick: { seq: number; date: string }) => t.date < pick.date || (t.date === pick.date && t.seq < pick.seq);
/** The last day of a treatment's interval (the day before harvest is allowed again). */
export const intervalEndsOn = (t: Treatment) => addDays(t.safe_from, -1);

/** The treatments that came before a pick, and the one whose interval it fell in (the one ending last), if any. */
export function judgePick(pick: { seq: number; date: string }, treatments: readonly Treatment[]): PickJudgement {
  const before = treatments.filter((t) => isBefore(t, pick));
  let worst: Treatment | null = null;
  for (const t of before) if (pick.date < t.safe_from && (worst === null || t.safe_from > worst.safe_from)) worst = t;
  return { before, breach: worst && { treatment: worst, pick_date: pick.date, ends_on: intervalEndsOn(worst) } };
}

/**
 * The picks an entry took: picks in log order, lots (entries) in the order recorded, each lot taking its
 * entered + lost grams. A lot takes every pick its grams overlap.
 */
export function picksOfLot(picks: readonly PickRecord[], lots: readonly { lot_id: number; take_g: number }[], lotId: number): PickRecord[] {
  const ordered = [...picks].sort((a, b) => a.seq - b.seq);
  let start = 0;
  for (const l of lots) {
    if (l.lot_id === lotId) return takeRange(ordered, start, start + l.take_g);
    start += l.take_g;
  }
  return [];
}

/** The picks whose grams overlap [from, to) of the stream. */
export function takeRange(ordered: readonly PickRecord[], from: number, to: number): PickRecord[] {
  const out: PickRecord[] = [];
  let at = 0;
  for (const p of ordered) {
    if (at < to && at + p.g > from && p.g > 0) out.push(p);
    at += p.g;
  }
  return out;
}

export type TreatmentLine = Treatment & { ends_on: string; concerns_lot: boolean; respected: boolean; text: string };
export type LotSafety = { summary: string; ok: boolean; breach: Breach | null; treatments: TreatmentLine[] };

const md = (day: string, ref: string) => (day.slice(0, 4) === ref.slice(0, 4) ? day.slice(5) : day);
const list = (days: string[], ref: string) => [...new Set(days)].map((d) => md(d, ref)).join('、');

/** One line an inspector can check: the treatment, its interval, and when this lot's produce was picked after it. */
function lineOf(t: Treatment, after: PickRecord[], inside: PickRecord[]): TreatmentLine {
  const ends = intervalEndsOn(t);
  const head = `${t.date} 使用 ${t.pesticide}${t.target ? `（防治${t.target}）` : ''}`;
  const interval = t.safe_days > 0 ? `安全间隔期 ${t.safe_days} 天，至 ${md(ends, t.date)} 止` : '无安全间隔期要求';
  let text: string;
  if (after.length === 0) text = `${head}，在本批产品采收之后，不涉及本批产品`;
  else if (inside.length > 0) text = `${head}，${interval}；本批 ${list(inside.map((p) => p.date), t.date)} 采收的产品在安全间隔期内`;
  else text = `${head}，${interval}；本批采收于 ${list(after.map((p) => p.date), t.date)}${t.safe_days > 0 ? '，已过安全间隔期' : ''}`;
  return { ...t, ends_on: ends, concerns_lot: after.length > 0, respected: inside.length === 0, text };
}

/** The public statement of a lot: each treatment of its batch judged against the picks that went into the lot. */
export function lotSafety(lotPicks: readonly PickRecord[], treatments: readonly Treatment[]): LotSafety {
  const ts = [...treatments].sort((a, b) => a.seq - b.seq);
  const judged = lotPicks.map((p) => ({ p, j: judgePick(p, ts) }));
  let breach: Breach | null = null;
  for (const { j } of judged) if (j.breach && (breach === null || j.breach.ends_on > breach.ends_on)) breach = j.breach;
  const lines = ts.map((t) => {
    const after = judged.filter(({ j }) => j.before.includes(t)).map(({ p }) => p);
    return lineOf(t, after, after.filter((p) => p.date < t.safe_from));
  });
  const concerning = lines.filter((l) => l.concerns_lot).length;
  const summary =
    ts.length === 0
      ? '本批次未使用农药'
      : concerning === 0
        ? '本批产品采收前未使用农药'
        : breach
          ? '本批产品中有安全间隔期内采收的产品'
          : `本批产品采收前使用农药 ${concerning} 次，采收时均已过安全间隔期`;
  return { summary, ok: breach === null, breach, treatments: lines };
}

/** Null when a lot may go out; else the refusal naming the lot, the treatment, the pick and the day its interval ends. */
export function lotSafetyRefusal(lotNo: string, batchNo: string, s: Pick<LotSafety, 'breach'>, doing = '出货'): string | null {
  const b = s.breach;
  if (!b) return null;
  return `成品批号 ${lotNo} 含安全间隔期内采收的产品：批次 ${batchNo} 于 ${b.pick_date} 采收，${b.treatment.date} 施用的 ${b.treatment.pesticide} 安全间隔期至 ${b.ends_on} 结束，不能${doing}`;
}

/**
 * Null when an entry may take its kg out of temporary storage; else the refusal. Produce picked inside an interval
 * may only leave temporary storage as a loss (入库重量 0), so it never becomes stock.
 */
export function entrySafetyRefusal(batchNo: string, gradeName: string, enterG: number, s: Pick<LotSafety, 'breach'>): string | null {
  const b = s.breach;
  if (!b || enterG <= 0) return null;
  return `批次 ${batchNo}（${gradeName}）暂存中有安全间隔期内采收的产品：${b.pick_date} 采收，${b.treatment.date} 施用的 ${b.treatment.pesticide} 安全间隔期至 ${b.ends_on} 结束，不能入库；请将这部分按损耗登记（入库重量填 0）`;
}

/**
 * Null when an entry's date is on or after every pick it takes; else the refusal naming the last of them. Produce
 * cannot be entered before it was picked, and an entry takes picks first picked first entered, not from its date.
 */
export function entryDateRefusal(date: string, taken: readonly PickRecord[]): string | null {
  let last: string | null = null;
  for (const p of taken) if (last === null || p.date > last) last = p.date;
  if (last === null || date >= last) return null;
  return `入库日期 ${md(date, last)} 早于所取采收（${md(last, date)} 采收）；请选择 ${md(last, date)} 或之后`;
}
