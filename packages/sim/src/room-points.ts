import type { BirthPoint, SwitchStateValue } from '@pfs/domain/iot-ingest';
import type { RoomState, Switches } from './room-model.js';

/** Sensor and meter points of a room gateway and the model field each one reads. */
export const READ_POINTS: { point: BirthPoint; field: keyof RoomState; digits: number }[] = [
  { point: { code: 'air_temp', kind: 'sensor', name: '空气温度', quantity: 'air_temp', unit: '°C', writable: false }, field: 'airTemp', digits: 2 },
  { point: { code: 'humidity', kind: 'sensor', name: '空气湿度', quantity: 'humidity', unit: '%', writable: false }, field: 'humidity', digits: 1 },
  { point: { code: 'co2', kind: 'sensor', name: '二氧化碳', quantity: 'co2', unit: 'ppm', writable: false }, field: 'co2', digits: 0 },
  { point: { code: 'ppfd', kind: 'sensor', name: '光量子通量密度', quantity: 'ppfd', unit: 'µmol/m²/s', writable: false }, field: 'ppfd', digits: 0 },
  { point: { code: 'ec', kind: 'sensor', name: '营养液 EC', quantity: 'ec', unit: 'mS/cm', writable: false }, field: 'ec', digits: 2 },
  { point: { code: 'ph', kind: 'sensor', name: '营养液 pH', quantity: 'ph', unit: '', writable: false }, field: 'ph', digits: 2 },
  { point: { code: 'water_temp', kind: 'sensor', name: '水温', quantity: 'water_temp', unit: '°C', writable: false }, field: 'waterTemp', digits: 2 },
  { point: { code: 'water_level', kind: 'sensor', name: '水位', quantity: 'water_level', unit: '%', writable: false }, field: 'waterLevel', digits: 1 },
  { point: { code: 'do', kind: 'sensor', name: '溶解氧', quantity: 'do', unit: 'mg/L', writable: false }, field: 'dissolvedO2', digits: 2 },
  { point: { code: 'energy', kind: 'meter', name: '电能表', quantity: 'kwh', unit: 'kWh', writable: false }, field: 'energyKwh', digits: 3 },
  { point: { code: 'water', kind: 'meter', name: '水表', quantity: 'm3', unit: 'm³', writable: false }, field: 'waterM3', digits: 4 },
];

type SwitchKey = keyof Switches;
const sw = (code: string, name: string, quantity: string, extra: Partial<BirthPoint> = {}): BirthPoint => ({ code, kind: 'switch', name, quantity, unit: '', writable: true, ...extra });

/** Switch points: code → the model switch it drives. */
export const SWITCH_POINTS: { point: BirthPoint; key: SwitchKey }[] = [
  { point: sw('led', 'LED 补光灯', 'led', { unit: '%', min: 0, max: 100 }), key: 'led' },
  { point: sw('ac', '空调', 'ac', { unit: '°C', min: 16, max: 30 }), key: 'ac' },
  { point: sw('fan', '循环风机', 'fan'), key: 'fan' },
  { point: sw('humidifier', '加湿器', 'humidifier'), key: 'humidifier' },
  { point: sw('dehumidifier', '除湿机', 'dehumidifier'), key: 'dehumidifier' },
  { point: sw('co2_valve', 'CO2 阀', 'co2_valve'), key: 'co2Valve' },
  { point: sw('irrigation', '灌溉泵', 'irrigation'), key: 'irrigation' },
  { point: sw('dosing', '配肥泵', 'dosing'), key: 'dosing' },
];

export const ROOM_POINTS: BirthPoint[] = [...READ_POINTS.map((p) => p.point), ...SWITCH_POINTS.map((p) => p.point)];

export function switchState(s: Switches, key: SwitchKey): SwitchStateValue {
  const v = s[key];
  if (key === 'led') return { on: s.led.on, value: s.led.dim };
  if (key === 'ac') return { on: s.ac.on, value: s.ac.setpoint };
  return { on: v as boolean, value: null };
}

/** Applies open/close/number to a switch; a number turns dimmers and set-points on at that value. */
export function applyAction(s: Switches, key: SwitchKey, action: 'open' | 'close' | 'number', value: number | null, range?: { min?: number; max?: number }): Switches {
  const on = action !== 'close';
  if (action === 'number' && (value === null || (range?.min !== undefined && value < range.min) || (range?.max !== undefined && value > range.max))) {
    throw new Error(`数值超出范围：${value}`);
  }
  if (key === 'led') return { ...s, led: { on, dim: action === 'number' ? value! : s.led.dim } };
  if (key === 'ac') return { ...s, ac: { on, setpoint: action === 'number' ? value! : s.ac.setpoint } };
  if (action === 'number') throw new Error('该开关不接受数值');
  return { ...s, [key]: on };
}
