import { describe, expect, it } from 'vitest';
import type { HistoryPointOptions, PointOption } from '@pfs/domain/iot-history';
import { defaultPoints } from './point-options';

let id = 0;
const pt = (quantity: string, area_id: number | null = 1): PointOption => ({ point_id: ++id, code: quantity, name: quantity, kind: 'sensor', writable: false, min: null, max: null, unit: '', quantity, gw_id: 1, gw_name: '网关', area_id, area_name: '区域' });
const area = (area_id: number | null, ...gws: PointOption[][]): HistoryPointOptions[number] => ({ area_id, area_name: `区域 ${area_id}`, gateways: gws.map((points, i) => ({ gw_id: i + 1, gw_name: `网关 ${i}`, sn: `gw-${i}`, points })) });

describe('history default points', () => {
  it('picks temperature, humidity and CO2 of the first area, in that order', () => {
    const [ec, co2, hum, temp] = [pt('ec'), pt('co2'), pt('humidity'), pt('air_temp')];
    const later = pt('air_temp', 2);
    expect(defaultPoints([area(1, [ec, co2], [hum, temp]), area(2, [later])])).toEqual([temp.point_id, hum.point_id, co2.point_id]);
  });
  it('skips an area without main sensors', () => {
    const water = pt('m3');
    const temp = pt('air_temp', 2);
    expect(defaultPoints([area(1, [water]), area(2, [temp])])).toEqual([temp.point_id]);
  });
  it('falls back to the first three sensors, and to nothing without points', () => {
    const ps = [pt('ec'), pt('ph'), pt('do'), pt('m3')];
    expect(defaultPoints([area(1, []), area(2, ps)])).toEqual(ps.slice(0, 3).map((p) => p.point_id));
    expect(defaultPoints([])).toEqual([]);
  });
});
