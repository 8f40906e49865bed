import { describe, expect, it } from 'vitest';
import type { MesBoard, MesWo } from '@pfs/domain/mes';
import { barSpan, boardWindow, dropRefusal, droppedTimes, laneEqId, laneLoad, laneTeam, movedBoard, stackRows } from './board-layout';

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
