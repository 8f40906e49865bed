/**
 * Whether an order's lines will be met by their delivery date (订单预测). Per line (crop + grade + kg): the kg
 * of that grade already picked by its batches, plus what each batch still expected to be picked will bring of
 * that grade (its remaining kg × the grade's share) — only when the batch can be picked on or before the
 * delivery date: a batch is picked no earlier than its planned pick day, today, and the end of any safety
 * interval running on it. A line short of its kg is at risk, with the reasons a planner can act on.
 */
import { addDays } from '../plant/plant-day.js';

export type ForecastBatch = {
  /** 批次号, or the crop and sowing day of a planned batch not sown yet. */
  label: string;
  /** Planned pick day (the phase plan). */
  pick_from: string;
  /** First day a harvest is allowed while a safety interval runs; null when none runs. */
  safe_from: string | null;
  /** Kg (every grade) the batch is still expected to bring, losses allowed for; 0 once closed. */
  remaining_kg: number;
  /** Kg of the line's grade the batch has already picked. */
  picked_kg: number;
};

export type ForecastLine = {
  line_id: number;
  /** e.g. 「生菜 意大利生菜 一级」. */
  name: string;
  grade_name: string;
  qty_kg: number;
  /** Share of the picked kg that makes the line's grade (this crop's history), 0…1. */
  grade_share: number;
  batches: ForecastBatch[];
};

export type LineForecast = {
  line_id: number;
  picked_kg: number;
  /** Picked plus expected by the delivery date, of the line's grade. */
  expected_kg: number;
  /** The last day a batch counted on can be picked; null when none is counted on. */
  ready_on: string | null;
  at_risk: boolean;
  reasons: string[];
};

export type OrderForecastState = 'unplanned' | 'on_time' | 'at_risk' | 'late' | 'done' | 'cancelled';
export type OrderForecast = {
  state: OrderForecastState;
  message: string;
  expected_kg: number;
  harvested_kg: number;
  last_pick: string | null;
  lines: LineForecast[];
};

const kg = (n: number) => Math.round(n * 1000) / 1000;
const later = (a: string, b: string) => (a > b ? a : b);
/** An estimate is said to 0.1 kg: more digits would claim a precision it does not have. */
const said = (n: number) => Math.round(n * 10) / 10;
/** 2026-12-02 → 12-02: the year is the order's. */
const md = (d: string) => d.slice(5);
/** 一级 → 一级品 (a name already ending in 品 stays). */
const goods = (gradeName: string) => (gradeName.endsWith('品') ? gradeName : `${gradeName}品`);

/** The first day a batch can be picked: planned pick day, today, the end of a safety interval, the latest. */
export const earliestPick = (b: Pick<ForecastBatch, 'pick_from' | 'safe_from'>, today: string) => later(later(b.pick_from, today), b.safe_from ?? today);

export function forecastLine(line: ForecastLine, delivery: string, today: string): LineForecast {
  const picked = kg(line.batches.reduce((s, b) => s + b.picked_kg, 0));
  const reasons: string[] = [];
  let expected = picked;
  let ready: string | null = null;
  for (const b of line.batches) {
    if (b.remaining_kg <= 0) continue;
    const on = earliestPick(b, today);
    if (on > delivery) {
      reasons.push(
        b.safe_from !== null && b.safe_from > later(b.pick_from, today)
          ? `${b.label} 安全间隔期至 ${md(addDays(b.safe_from, -1))}，${md(b.safe_from)} 起才能采收`
          : `${b.label} 计划 ${md(on)} 采收，晚于交货日期`,
      );
      continue;
    }
    expected += b.remaining_kg * line.grade_share;
    ready = ready === null ? on : later(ready, on);
  }
  expected = kg(expected);
  const at_risk = expected < line.qty_kg;
  if (at_risk) {
    const share = line.grade_share < 1 ? `（${line.grade_name}占采收的 ${Math.round(line.grade_share * 100)}%）` : '';
    // Rounded down: a shortfall never reads as enough.
    reasons.push(`${goods(line.grade_name)}预计仅 ${Math.floor(expected * 10) / 10} kg${share}，订单 ${line.qty_kg} kg`);
  }
  return { line_id: line.line_id, picked_kg: picked, expected_kg: expected, ready_on: ready, at_risk, reasons: at_risk ? reasons : [] };
}

/** The order's forecast: its lines', and one sentence the order page shows. */
export function forecastOrder(o: { status: string; delivery_date: string; today: string; planned: boolean; lines: ForecastLine[] }): OrderForecast {
  const lines = o.lines.map((l) => forecastLine(l, o.delivery_date, o.today));
  const base = {
    expected_kg: kg(lines.reduce((s, l) => s + l.expected_kg, 0)),
    harvested_kg: kg(lines.reduce((s, l) => s + l.picked_kg, 0)),
    last_pick: lines.reduce<string | null>((a, l) => (l.ready_on === null ? a : a === null ? l.ready_on : later(a, l.ready_on)), null),
    lines,
  };
  if (o.status === 'cancelled') return { ...base, state: 'cancelled', message: '订单已取消' };
  if (o.status === 'done') return { ...base, state: 'done', message: '订单已完成' };
  if (!o.planned) return { ...base, state: 'unplanned', message: '尚未排产' };
  const short = lines.filter((l) => l.at_risk);
  const nameOf = (id: number) => o.lines.find((l) => l.line_id === id)!.name;
  if (short.length > 0) {
    const why = short.map((l) => `${nameOf(l.line_id)}：${l.reasons.join('；')}`).join('。');
    if (o.delivery_date < o.today) return { ...base, state: 'late', message: `交货日期 ${o.delivery_date} 已过，${why}` };
    return { ...base, state: 'at_risk', message: `有交货风险。${why}` };
  }
  const each = lines.map((l) => `${goods(o.lines.find((x) => x.line_id === l.line_id)!.grade_name)} ${said(l.expected_kg)} kg`).join('、');
  return { ...base, state: 'on_time', message: `预计 ${base.last_pick ?? o.today} 前可采收${each}，可按期交货` };
}
