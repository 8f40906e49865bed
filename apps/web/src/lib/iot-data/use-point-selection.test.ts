import { describe, expect, it } from 'vitest';
import type { HistoryPointOptions, PointOption } from '@pfs/domain/iot-history';
import { selectPoints } from './use-point-selection';

const pt = (point_id: number, quantity: string): PointOption => ({ point_id, code: quantity, name: quantity, kind: 'sensor', writable: false, min: null, max: null, unit: '', quantity, gw_id: 1, gw_name: '网关', area_id: 1, area_name: '育苗室' });
const options: HistoryPointOptions = [{ area_id: 1, area_name: '育苗室', gateways: [{ gw_id: 1, gw_name: '网关', sn: 'gw', points: [pt(1, 'ec'), pt(2, 'air_temp'), pt(3, 'humidity')] }] }];

describe('points a page shows', () => {
  it('keeps the wanted points that exist and drops deleted ones quietly', () => {
    expect(selectPoints([3, 99, 1], options, 'main')).toEqual([3, 1]);
  });
  it('uses the fallback when nothing was chosen or every wanted point is gone', () => {
    expect(selectPoints(null, options, 'main')).toEqual([2, 3]);
    expect(selectPoints([98, 99], options, 'main')).toEqual([2, 3]);
    expect(selectPoints([98], options, 'none')).toEqual([]);
    expect(selectPoints(null, options, [1])).toEqual([1]);
  });
  it('keeps an explicit empty choice, and asks for nothing until the options arrive', () => {
    expect(selectPoints([], options, 'main')).toEqual([]);
    expect(selectPoints([98, 99], undefined, 'main')).toEqual([]);
    expect(selectPoints([1], undefined, 'main')).toEqual([]);
  });
});

describe('points of a saved analysis used as the fallback', () => {
  it('leave out points deleted since it was saved', () => {
    expect(selectPoints(null, options, [1, 99, 3])).toEqual([1, 3]);
  });
});
