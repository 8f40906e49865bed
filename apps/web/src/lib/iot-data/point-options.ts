import type { HistoryPointMeta, HistoryPointOptions, PointOption } from '@pfs/domain/iot-history';

/** How a chosen point is named in tags, legends and tables: its gateway, then its name. */
export const pointLabel = (p: Pick<HistoryPointMeta, 'name' | 'code' | 'gw_name'>) => `${p.gw_name} · ${p.name || p.code}`;

/** A strategy's sentences name a point by its area (else its gateway) and name: 「育苗室 空气温度」. */
export const placedPointName = (p: Pick<PointOption, 'area_name' | 'gw_name' | 'name' | 'code'>) => `${p.area_name || p.gw_name} ${p.name || p.code}`;

export const indexPoints = (options: HistoryPointOptions | undefined): Map<number, PointOption> =>
  new Map((options ?? []).flatMap((a) => a.gateways.flatMap((g) => g.points.map((p) => [p.point_id, p] as const))));

/** The climate a grower checks first: air temperature, humidity, CO2. */
const MAIN_QUANTITIES = ['air_temp', 'humidity', 'co2'] as const;

/**
 * What a history page shows before anyone picks: the main sensors (temperature, humidity, CO2) of the first area
 * that has any of them, else the first three sensors of the first area with points. Empty without points.
 */
export function defaultPoints(options: HistoryPointOptions): number[] {
  for (const area of options) {
    const points = area.gateways.flatMap((g) => g.points);
    const main = MAIN_QUANTITIES.flatMap((q) => points.find((p) => p.quantity === q)?.point_id ?? []);
    if (main.length) return main;
  }
  const first = options.map((a) => a.gateways.flatMap((g) => g.points)).find((ps) => ps.length > 0) ?? [];
  return first.slice(0, 3).map((p) => p.point_id);
}
