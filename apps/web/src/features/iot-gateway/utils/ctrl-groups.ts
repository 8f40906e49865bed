import type { GatewayState, IotPoint } from '../api/get-iot-fac-states';

export type CtrlSwitch = { point: IotPoint; gw: GatewayState };
export type CtrlGroup = { key: string; title: string; items: CtrlSwitch[] };
export type CtrlArea = { key: string; title: string; gateways: GatewayState[]; groups: CtrlGroup[] };

/** Where a switch without a device group is shown: by what it drives, as growers think of a room. */
const CATEGORY: Record<string, string> = {
  led: '照明',
  ac: '环境调控',
  fan: '环境调控',
  humidifier: '环境调控',
  dehumidifier: '环境调控',
  co2_valve: '环境调控',
  irrigation: '水肥灌溉',
  dosing: '水肥灌溉',
};
const CATEGORY_ORDER = ['照明', '环境调控', '水肥灌溉', '其他'];

/**
 * The control panel's layout: areas (in the factory's order, unassigned last), inside each the device groups
 * staff configured (by their sort), then the switches nobody grouped, by category. Disabled switches are left out.
 */
export function groupForCtrl(states: GatewayState[], search = ''): CtrlArea[] {
  const q = search.trim().toLowerCase();
  const areas = new Map<string, CtrlArea & { order: number }>();
  for (const gw of states) {
    for (const point of gw.points) {
      if (point.kind !== 'switch' || !point.enabled) continue;
      if (q && !`${point.name} ${point.code} ${gw.name} ${point.grp_name ?? ''}`.toLowerCase().includes(q)) continue;
      const areaKey = point.area_id === null ? 'none' : String(point.area_id);
      let area = areas.get(areaKey);
      if (!area) {
        area = { key: areaKey, title: point.area_name || '未设区域', gateways: [], groups: [], order: point.area_id ?? Number.MAX_SAFE_INTEGER };
        areas.set(areaKey, area);
      }
      if (!area.gateways.includes(gw)) area.gateways.push(gw);
      const category = CATEGORY[point.code] ?? '其他';
      const key = point.grp_id !== null ? `g${point.grp_id}` : `c${CATEGORY_ORDER.indexOf(category)}`;
      let group = area.groups.find((g) => g.key === key);
      if (!group) {
        group = { key, title: point.grp_name ?? category, items: [] };
        area.groups.push(group);
      }
      group.items.push({ point, gw });
    }
  }
  const groupRank = (g: CtrlGroup, a: CtrlArea) => {
    const first = g.items[0]!.point;
    return g.key.startsWith('g') ? [0, first.grp_sort ?? 0, first.grp_id ?? 0] : [1, CATEGORY_ORDER.indexOf(g.title), a.groups.indexOf(g)];
  };
  const cmp = (x: number[], y: number[]) => x.reduce((d, v, i) => d || v - y[i]!, 0);
  return [...areas.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...a }) => ({
      ...a,
      groups: [...a.groups].sort((x, y) => cmp(groupRank(x, a), groupRank(y, a))).map((g) => ({ ...g, items: [...g.items].sort((x, y) => x.point.sort_no - y.point.sort_no || x.point.point_id - y.point.point_id) })),
    }));
}
