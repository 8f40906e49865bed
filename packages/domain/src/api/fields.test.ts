import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INT4_MAX, dateTimeSchema, daySchema, idSchema, instantSchema, intSchema, monthDaySchema, textSchema } from './fields.js';
import { fidSchema, pageQuerySchema } from './envelope.js';
import { birthSchema, commandAckSchema, stateChangeSchema, telemetrySchema } from '../iot-ingest/iot-protocol.js';

const messageOf = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('idSchema', () => {
  const gw = idSchema('网关编号', 'gw_id');

  it('takes an integer or a string of decimal digits within the int4 column', () => {
    expect(gw.parse(7)).toBe(7);
    expect(gw.parse('42')).toBe(42);
    expect(gw.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(gw.parse(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses what loose coercion would have turned into some other id', () => {
    for (const v of ['0x10', true, false, '1e3', '', ' 1', '1 ', '+1', '-1', '1.0', 1.5, null, [], {}, 'NaN', 'Infinity']) {
      expect([v, gw.safeParse(v).success]).toEqual([v, false]);
    }
  });

  it('refuses ids beyond the column with a message naming the field and the range', () => {
    for (const v of [INT4_MAX + 1, 3_000_000_000, 2 ** 53, '2147483648', '99999999999999999999999', 0, -1]) {
      expect(messageOf(gw, v)).toBe(`网关编号 gw_id 须在 1–${INT4_MAX} 之间`);
    }
    expect(messageOf(gw, '0x10')).toContain('网关编号 gw_id');
    expect(messageOf(gw, true)).toBe('网关编号 gw_id 必须是整数');
    expect(messageOf(fidSchema, 'abc')).toContain('fid');
  });

  it('may call a missing or zero id an unmade choice', () => {
    const point = idSchema('点位编号', 'point_id', { unset: '请选择点位' });
    expect(messageOf(point, 0)).toBe('请选择点位');
    expect(messageOf(point, undefined)).toBe('请选择点位');
    expect(messageOf(point, 3_000_000_000)).toContain('point_id');
  });
});

describe('intSchema and paging', () => {
  it('is as strict for other whole numbers', () => {
    const level = intSchema('级别 level', { min: 0, max: 9 });
    expect(level.parse('0')).toBe(0);
    expect(messageOf(level, 10)).toBe('级别 level 须在 0–9 之间');
    expect(level.safeParse('0x1').success).toBe(false);
    expect(level.safeParse(true).success).toBe(false);
  });

  it('bounds page and size', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, size: 20 });
    expect(pageQuerySchema.parse({ page: '3', size: '50' })).toEqual({ page: 3, size: 50 });
    expect(pageQuerySchema.safeParse({ page: 2 ** 31 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: '1e2' }).success).toBe(false);
  });
});

describe('textSchema', () => {
  it('trims, bounds and refuses control characters', () => {
    const name = textSchema('网关名称', 8, { min: 2 });
    expect(name.parse('  一号网关 ')).toBe('一号网关');
    expect(messageOf(name, 'a\u0000b')).toBe('网关名称不能包含控制字符');
    expect(messageOf(name, 'a\u001bb')).toBe('网关名称不能包含控制字符');
    expect(messageOf(name, 'a\u007fb')).toBe('网关名称不能包含控制字符');
    expect(messageOf(name, 'a\nb')).toBe('网关名称不能包含控制字符');
    expect(messageOf(name, 'x'.repeat(9))).toBe('网关名称不能超过 8 个字符');
    expect(messageOf(name, 'x')).toBe('请填写网关名称');
    expect(messageOf(name, undefined)).toBe('请填写网关名称');
    expect(messageOf(name, 5)).toBe('网关名称必须是文字');
  });

  it('lets multi-line text keep tabs and line breaks, nothing else', () => {
    const remark = textSchema('备注', 50, { multiline: true });
    expect(remark.parse('第一行\n\t第二行\r\n')).toBe('第一行\n\t第二行');
    expect(remark.safeParse('a\u0000b').success).toBe(false);
    expect(remark.safeParse('a\u000bb').success).toBe(false);
  });
});

describe('dates', () => {
  it('take only days that exist', () => {
    const t = dateTimeSchema('开始时间', 'start');
    expect(t.parse('2024-02-29T08:00:00+08:00')).toBe('2024-02-29T08:00:00+08:00');
    expect(t.parse('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    for (const v of ['2026-02-30T00:00:00Z', '2026-02-29T00:00:00Z', '2026-13-01T00:00:00', '2026-13-01T00:00:00Z', '2026-04-31T00:00:00+08:00', '2026-03-01', 'yesterday', 1_700_000_000_000, true, '0000-01-01T00:00:00Z']) {
      expect([v, t.safeParse(v).success]).toEqual([v, false]);
    }
    expect(messageOf(t, '2026-02-30T00:00:00Z')).toContain('开始时间 start');
    expect(instantSchema('结束时间', 'end').parse('2026-03-01T00:00:00Z')).toEqual(new Date('2026-03-01T00:00:00Z'));
  });

  it('calendar days and days of the year', () => {
    const d = daySchema('开始日期', 'start_day');
    expect(d.parse('2024-02-29')).toBe('2024-02-29');
    for (const v of ['2026-02-30', '2026-13-01', '2026-1-01', '0000-01-01', '2026-02-28T00:00:00Z']) expect([v, d.safeParse(v).success]).toEqual([v, false]);
    const md = monthDaySchema('起始日期');
    expect(md.parse('02-29')).toBe('02-29');
    expect(messageOf(md, '02-30')).toBe('起始日期不是真实存在的日期');
    expect(md.safeParse('04-31').success).toBe(false);
    expect(md.safeParse('13-01').success).toBe(false);
  });
});

describe('gateway payloads', () => {
  it('refuse text with control characters, which cannot be stored', () => {
    const point = { code: 'temp', kind: 'sensor' };
    expect(birthSchema.safeParse({ ts: 1, points: [{ ...point, name: '温度' }] }).success).toBe(true);
    expect(birthSchema.safeParse({ ts: 1, points: [{ ...point, name: '温\u0000度' }] }).success).toBe(false);
    expect(birthSchema.safeParse({ ts: 1, fw: '1.0\u0000', points: [] }).success).toBe(false);
    expect(commandAckSchema.safeParse({ id: 'a\u0000', status: 'done' }).success).toBe(false);
    expect(commandAckSchema.safeParse({ id: 'a', status: 'failed', error: '电机故障\n请检修' }).success).toBe(true);
  });

  it('refuse clocks no database date can hold', () => {
    const state = { point: 'fan', state: { on: true }, cause: 'local' };
    expect(stateChangeSchema.safeParse({ ...state, ts: 1_700_000_000_000 }).success).toBe(true);
    expect(stateChangeSchema.safeParse({ ...state, ts: 1e17 }).success).toBe(false);
    expect(stateChangeSchema.safeParse({ ...state, ts: -1 }).success).toBe(false);
    expect(telemetrySchema.safeParse({ seq: 1, points: { t: [{ ts: 9e15, v: 1 }] } }).success).toBe(false);
  });
});
