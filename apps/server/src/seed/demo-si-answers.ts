import { iotDriftOf, rangeProblemOf, type SiResult } from '@pfs/domain/si';
import type { Prng } from './prng.js';
import type { DemoSiItem } from './demo-si-catalog.js';

/** An answer as an inspector gives it: the result, the number, what it breaks, and the sensor beside it. */
export type DemoSiAnswer = {
  result: SiResult;
  valueNum: number | null;
  problem: string | null;
  iotValue: number | null;
  iotAt: Date | null;
  iotDrift: string | null;
  finding: string;
};

/** What an inspector writes down when a check fails, by item. */
const FINDINGS: Record<string, string[]> = {
  漏水检查: ['营养液回水管接头渗水，地面有积水', '第 3 排栽培架底层托盘溢水', '补液管路快接头滴漏'],
  水泵运行声音: ['循环水泵有间歇性异响', '水泵外壳发烫，疑似轴承缺油', '水泵振动偏大'],
  LED灯具: ['2 块灯板不亮', '1 块灯板闪烁', '灯板驱动电源指示灯不亮'],
  病虫害: ['叶片背面发现少量蚜虫', '黄板上蓟马数量增多', '个别植株叶片出现霉斑'],
  空调机组: ['滤网积灰严重', '冷凝水排水不畅，接水盘满', '室外机运行噪声偏大'],
  消防器材: ['1 具灭火器压力低于绿区', '1 具灭火器已过检验有效期', '消防栓箱门锁损坏'],
  配电柜: ['配电柜内有焦糊味，1 路端子发热', '漏电保护试验按钮不动作', '柜内积灰较多'],
  应急照明: ['2 盏应急灯断电后不亮', '1 处疏散指示标志不亮', '应急灯持续时间不足 30 分钟'],
};
/** What was done about it. */
export const HANDLES: Record<string, string> = {
  漏水检查: '更换接头密封圈，清理积水，复查无渗漏',
  水泵运行声音: '停泵检查，加注润滑脂并紧固底座，试运行正常',
  LED灯具: '更换灯板与驱动电源，复查全部点亮',
  病虫害: '摘除受害叶片，悬挂黄板并释放天敌，三天后复查无扩散',
  空调机组: '清洗滤网、疏通排水管，运行正常',
  'RO 纯水系统': '更换 RO 膜前置滤芯并冲洗膜组，产水电导率恢复',
  '营养液 EC': '按配方补水或补母液调整，复测 EC 回到范围内',
  '营养液 pH': '加酸或加碱调节，复测 pH 回到范围内',
  消防器材: '更换灭火器，登记新有效期',
  配电柜: '电工紧固端子、更换漏电开关，清扫柜内',
  应急照明: '更换应急灯电池与灯管，断电测试合格',
};
export const NOTES = ['已通知设备员，备件已申领', '已拍照上报，安排明天上午处理', '临时处置完成，等待配件到货'];

const keyOf = (name: string) => name.replace(/\s/g, '');
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** The sensor's reading for the room's meter: what the climate history has at that hour, else a believable one. */
function sensorValue(item: DemoSiItem, rng: Prng, hourly: Map<string, number>, at: Date): number {
  const v = item.pointId === null ? undefined : hourly.get(`${item.pointId}/${Math.floor(at.getTime() / 3_600_000)}`);
  if (v !== undefined) return v;
  // A rare upset of the nutrient tank (dosing pump stuck, a fresh fill): outside the range for one round.
  const upset = rng.chance(0.012) ? (rng.chance(0.5) ? 1 : -1) : 0;
  if (item.reading === 'ro') return Math.max(2, 8 + 3 * rng.normal()) + (upset ? 16 : 0);
  // Near the middle of the item's range: EC 1.7 in the growing rooms, 1.2 for seedlings, pH 6.0.
  const mid = ((item.min ?? 0) + (item.max ?? 0)) / 2;
  return item.reading === 'ph' ? mid + 0.15 * rng.normal() + upset * 0.75 : mid + 0.12 * rng.normal() + upset * 0.65;
}

/**
 * One item answered at `at`: checks fail now and then (`errP`); numbers are read near the room's sensor (a few
 * drift past the tolerance) and fail only when outside the item's range, since such a number cannot be 正常.
 */
export function answerOf(item: DemoSiItem, rng: Prng, hourly: Map<string, number>, at: Date, errP: number, forceErr = false): DemoSiAnswer {
  const none = { valueNum: null, problem: null, iotValue: null, iotAt: null, iotDrift: null };
  if (item.answerKind !== 'number') {
    if (!forceErr && !rng.chance(errP)) return { ...none, result: 'ok', finding: '' };
    const fs = FINDINGS[keyOf(item.name)] ?? ['现场检查发现异常'];
    return { ...none, result: 'err', finding: fs[rng.int(0, fs.length - 1)]! };
  }
  const digits = item.reading === 'ro' ? 1 : 2;
  const sensor = round(sensorValue(item, rng, hourly, at), 3);
  const drift = item.tolerance !== null && rng.chance(0.02) ? (rng.chance(0.5) ? 1 : -1) * item.tolerance * rng.range(1.5, 3) : 0;
  let value = round(sensor + (item.tolerance ?? 0.05) * 0.3 * rng.normal() + drift, digits);
  if (forceErr && rangeProblemOf(value, item.min, item.max, item.unit) === null) value = round((item.max ?? value) * 1.08, digits);
  const problem = rangeProblemOf(value, item.min, item.max, item.unit);
  const iot = item.pointId === null || item.tolerance === null ? null : sensor;
  return {
    result: problem ? 'err' : 'ok',
    valueNum: value,
    problem,
    iotValue: iot,
    iotAt: iot === null ? null : new Date(at.getTime() - rng.int(1, 9) * 60_000),
    iotDrift: iot === null ? null : iotDriftOf(value, iot, item.tolerance!, item.unit),
    finding: problem ? `${item.name} ${value}${item.unit}，${problem}` : '',
  };
}
