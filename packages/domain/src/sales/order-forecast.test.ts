import { describe, expect, it } from 'vitest';
import { earliestPick, forecastLine, forecastOrder, type ForecastBatch, type ForecastLine } from './order-forecast.js';

const batch = (o: Partial<ForecastBatch> = {}): ForecastBatch => ({ label: '批次 P20261020-01', pick_from: '2026-11-26', safe_from: null, remaining_kg: 200, picked_kg: 0, ...o });
const line = (o: Partial<ForecastLine> = {}): ForecastLine => ({ line_id: 1, name: '生菜 意大利生菜 一级', grade_name: '一级', qty_kg: 178, grade_share: 1, batches: [batch()], ...o });
const order = (lines: ForecastLine[], o: { status?: string; delivery_date?: string; today?: string } = {}) =>
  forecastOrder({ status: 'producing', delivery_date: '2026-11-30', today: '2026-11-28', planned: true, lines, ...o });

describe('订单预测', () => {
  it('counts a batch on time when nothing holds it back', () => {
    const f = order([line()]);
    expect(f.state).toBe('on_time');
    expect(f.message).toBe('预计 2026-11-28 前可采收一级品 200 kg，可按期交货');
  });

  it('says at risk and names the date when a safety interval runs past delivery', () => {
    const f = order([line({ batches: [batch({ safe_from: '2026-12-02' })] })]);
    expect(f.state).toBe('at_risk');
    expect(f.message).toBe('有交货风险。生菜 意大利生菜 一级：批次 P20261020-01 安全间隔期至 12-01，12-02 起才能采收；一级品预计仅 0 kg，订单 178 kg');
    expect(f.lines[0]).toMatchObject({ at_risk: true, expected_kg: 0, ready_on: null });
  });

  it('waits for the interval when it ends before delivery', () => {
    expect(earliestPick(batch({ safe_from: '2026-11-29' }), '2026-11-28')).toBe('2026-11-29');
    const f = order([line({ batches: [batch({ safe_from: '2026-11-29' })] })]);
    expect([f.state, f.last_pick]).toEqual(['on_time', '2026-11-29']);
  });

  it('counts only the line’s grade: picked kg of that grade and the grade’s share of what is to come', () => {
    const l = forecastLine(line({ grade_share: 0.7, batches: [batch({ picked_kg: 50, remaining_kg: 150 })] }), '2026-11-30', '2026-11-28');
    expect(l).toMatchObject({ picked_kg: 50, expected_kg: 155, at_risk: true });
    expect(l.reasons).toEqual(['一级品预计仅 155 kg（一级占采收的 70%），订单 178 kg']);
    const f = order([line({ grade_share: 0.7, batches: [batch({ picked_kg: 50, remaining_kg: 150 })] })]);
    expect(f.harvested_kg).toBe(50);
  });

  it('says an estimate to 0.1 kg', () => {
    expect(order([line({ batches: [batch({ remaining_kg: 178.07 * 1.00001 })] })]).message).toBe('预计 2026-11-28 前可采收一级品 178.1 kg，可按期交货');
  });

  it('names a batch planned to be picked after delivery', () => {
    const l = forecastLine(line({ batches: [batch({ pick_from: '2026-12-03' })] }), '2026-11-30', '2026-11-28');
    expect(l.reasons).toEqual(['批次 P20261020-01 计划 12-03 采收，晚于交货日期', '一级品预计仅 0 kg，订单 178 kg']);
  });

  it('is late once the delivery date is past and short; done and cancelled say so', () => {
    expect(order([line({ batches: [batch({ remaining_kg: 0, picked_kg: 100 })] })], { today: '2026-12-01' }).state).toBe('late');
    expect(order([line()], { status: 'done' }).message).toBe('订单已完成');
    expect(forecastOrder({ status: 'draft', delivery_date: '2026-11-30', today: '2026-11-28', planned: false, lines: [line({ batches: [] })] }).state).toBe('unplanned');
  });
});
