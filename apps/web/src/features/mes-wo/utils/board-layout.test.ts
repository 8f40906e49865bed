import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFactoryTimeZone } from '@pfs/domain';
import type { MesBoard, MesWo } from '@pfs/domain/mes';
import { axisTicks, barSpan, boardWindow, dropRefusal, droppedTimes, laneEqId, laneLoad, laneTeam, movedBoard, nowPercent, stackRows } from './board-layout';
import { fromPickerValue, toPickerValue } from './factory-clock';

// The factory's clock, not the runner's: the runner may sit in any zone (the browser in UTC, say).
beforeEach(() => setFactoryTimeZone('Asia/Shanghai'));
afterEach(() => setFactoryTimeZone('Asia/Shanghai'));
const sh = (wall: string) => Date.parse(`${wall}+08:00`);

// The whole day: an order at 00:00 widens the working hours to midnight.
const day = boardWindow('2026-03-02', 7);
const w = { start: day.start, end: day.start + 86_400_000 };
const at = (h: number, m = 0) => new Date(w.start + (h * 60 + m) * 60_000).toISOString();

describe('boardWindow', () => {
  it('shows the working hours of a day, widened to hold its orders but never past the day', () => {
    const h = (x: number) => new Date(day.start + x * 3_600_000).toISOString();
    const plain = boardWindow('2026-03-02', 1);
    expect([(plain.start - day.start) / 3_600_000, (plain.end - day.start) / 3_600_000]).toEqual([6, 20]);
    const wide = boardWindow('2026-03-02', 1, [
      { plan_start: h(4.5), plan_end: h(21.2) },
      { plan_start: h(23), plan_end: h(27) },
    ]);
    expect([(wide.start - day.start) / 3_600_000, (wide.end - day.start) / 3_600_000]).toEqual([4, 24]);
    expect(day.end - day.start).toBe(7 * 86_400_000);
  });
});

describe('barSpan', () => {
  it('places an order by its planned times within the day', () => {
    const s = barSpan({ plan_start: at(6), plan_end: at(12) }, w)!;
    expect(s.left).toBeCloseTo(25);
    expect(s.width).toBeCloseTo(25);
    expect(s.clippedStart || s.clippedEnd).toBe(false);
  });
  it('clips an order running past the window and drops one outside it', () => {
    const s = barSpan({ plan_start: at(20), plan_end: at(30) }, w)!;
    expect(s.left + s.width).toBeCloseTo(100);
    expect(s.clippedEnd).toBe(true);
    expect(barSpan({ plan_start: at(25), plan_end: at(26) }, w)).toBeNull();
  });
});

describe('droppedTimes', () => {
  it('moves the start to the drop point on a quarter hour and keeps the duration', () => {
    const t = droppedTimes({ plan_start: at(8), plan_end: at(10, 30) }, (14 * 60 + 7) / (24 * 60), w);
    expect(Date.parse(t.plan_start)).toBe(Date.parse(at(14)));
    expect(Date.parse(t.plan_end) - Date.parse(t.plan_start)).toBe(150 * 60_000);
    expect(t.plan_start).toMatch(/[+-]\d{2}:\d{2}$|Z$/);
  });
});

const wo = (id: number, dishes: number): MesWo => ({ wo_id: id, dishes, plan_start: at(8), plan_end: at(9), eq_id: 1 }) as MesWo;

describe('movedBoard', () => {
  const board = {
    from: '2026-03-02',
    to: '2026-03-02',
    lanes: [
      { key: 'eq:1', name: '移栽机 1', capacity_dishes: 100, planned_dishes: 48, state: 'idle', orders: [wo(7, 48)] },
      { key: 'eq:2', name: '移栽机 2', capacity_dishes: 100, planned_dishes: 0, state: 'idle', orders: [] },
    ],
    counts: {},
    late: 0,
  } as unknown as MesBoard;
  it('takes the order out of its lane and into the target with its new times, machine and dishes', () => {
    const b = movedBoard(board, 7, 'eq:2', { plan_start: at(13), plan_end: at(14) }, 2);
    expect(b.lanes[0]!.orders).toHaveLength(0);
    expect(b.lanes[0]!.planned_dishes).toBe(0);
    expect(b.lanes[1]!.orders[0]).toMatchObject({ wo_id: 7, eq_id: 2, plan_start: at(13) });
    expect(b.lanes[1]!.planned_dishes).toBe(48);
  });
  it('leaves the board as it is for an order it does not hold', () => {
    expect(movedBoard(board, 99, 'eq:2', { plan_start: at(13), plan_end: at(14) }, 2)).toBe(board);
  });
});

describe('laneLoad and laneEqId', () => {
  it('says how full a machine is and when it is over capacity', () => {
    expect(laneLoad({ capacity_dishes: 200, planned_dishes: 150 })).toEqual({ pct: 75, over: false });
    expect(laneLoad({ capacity_dishes: 100, planned_dishes: 130 })).toEqual({ pct: 130, over: true });
    expect(laneLoad({ capacity_dishes: null, planned_dishes: 130 })).toBeNull();
  });
  it('reads the machine of a machine lane and the team of a team lane', () => {
    expect(laneEqId('eq:12')).toBe(12);
    expect(laneEqId('eq:')).toBeNull();
    expect(laneEqId('team:栽培组')).toBeNull();
    expect(laneTeam('team:栽培组')).toBe('栽培组');
    expect(laneTeam('team:')).toBe('');
  });
});

describe('stackRows', () => {
  it('puts overlapping orders on separate rows and reuses a row once free', () => {
    const o = (id: number, s: number, e: number) => ({ wo_id: id, plan_start: at(s), plan_end: at(e) });
    const { row, rows } = stackRows([o(1, 8, 10), o(2, 9, 11), o(3, 10, 12)]);
    expect(rows).toBe(2);
    expect([row.get(1), row.get(2), row.get(3)]).toEqual([0, 1, 0]);
    expect(stackRows([]).rows).toBe(1);
  });
});

describe('dropRefusal', () => {
  it('lets an order onto its own kind of machine or the lane without one, and names why not elsewhere', () => {
    expect(dropRefusal('transplant', { name: '2 号移栽机', kind: 'transplant' })).toBeNull();
    expect(dropRefusal('transplant', null)).toBeNull();
    expect(dropRefusal('transplant', { name: '采收线', kind: 'harvest' })).toBe('移栽工单只能排到移栽机，「采收线」是采收线');
    expect(dropRefusal('move', { name: '1 号播种机', kind: 'sow' })).toBe('移动为人工作业，不能排到设备「1 号播种机」');
  });
});

describe('the board on the factory clock, whatever the browser zone', () => {
  const order = { plan_start: '2026-11-29T08:00:00+08:00', plan_end: '2026-11-29T10:00:00+08:00' };
  it('spans the factory day and its working hours', () => {
    expect(boardWindow('2026-11-29', 7)).toEqual({ start: sh('2026-11-29T00:00:00'), end: sh('2026-12-06T00:00:00') });
    expect(boardWindow('2026-11-29', 1, [order])).toEqual({ start: sh('2026-11-29T06:00:00'), end: sh('2026-11-29T20:00:00') });
    const early = boardWindow('2026-11-29', 1, [{ plan_start: '2026-11-29T04:30:00+08:00', plan_end: '2026-11-29T21:10:00+08:00' }]);
    expect(early).toEqual({ start: sh('2026-11-29T04:00:00'), end: sh('2026-11-29T22:00:00') });
  });
  it('puts an order planned 08:00–10:00 at 08:00–10:00 of its factory day', () => {
    const week = boardWindow('2026-11-29', 7);
    const s = barSpan(order, { start: week.start, end: week.start + 86_400_000 })!;
    expect(s.left).toBeCloseTo((8 / 24) * 100);
    expect(s.width).toBeCloseTo((2 / 24) * 100);
    const d = barSpan(order, boardWindow('2026-11-29', 1, [order]))!;
    expect([d.left, d.width].map((x) => Math.round((x * 14) / 100))).toEqual([2, 2]);
  });
  it('labels the hours and days as the factory clock reads them and draws now there', () => {
    const w = boardWindow('2026-11-29', 1);
    const ticks = axisTicks(w, 1);
    expect(ticks.map((t) => t.label).slice(0, 3)).toEqual(['06:00', '07:00', '08:00']);
    expect(ticks).toHaveLength(14);
    expect(axisTicks(boardWindow('2026-11-29', 7), 7).map((t) => t.label.slice(0, 5))).toEqual(['11-29', '11-30', '12-01', '12-02', '12-03', '12-04', '12-05']);
    expect(nowPercent(w, sh('2026-11-29T13:00:00'))).toBeCloseTo(50);
  });
  it('sends a dropped order as factory wall-clock times on a quarter hour', () => {
    const w = boardWindow('2026-11-29', 1, [order]);
    const t = droppedTimes(order, (8 * 60 + 7) / (14 * 60), w);
    expect(t).toEqual({ plan_start: '2026-11-29T14:00:00+08:00', plan_end: '2026-11-29T16:00:00+08:00' });
  });
  it('follows the factory zone the server sets, half-hour offsets included', () => {
    setFactoryTimeZone('Asia/Kolkata');
    const w = boardWindow('2026-11-29', 1, [{ plan_start: '2026-11-29T05:45:00+05:30', plan_end: '2026-11-29T07:00:00+05:30' }]);
    expect(w).toEqual({ start: Date.parse('2026-11-29T05:00:00+05:30'), end: Date.parse('2026-11-29T20:00:00+05:30') });
    expect(axisTicks(w, 1)[0]!.label).toBe('05:00');
  });
  it('shows plan times in the pickers as the factory clock reads them and reads picks back the same way', () => {
    const v = toPickerValue(order.plan_start);
    expect(v.format('YYYY-MM-DD HH:mm')).toBe('2026-11-29 08:00');
    expect(fromPickerValue(v.add(30, 'minute'))).toBe('2026-11-29T08:30:00+08:00');
  });
});
