import { sql, type SQL } from 'drizzle-orm';
import type { HistoryPointMeta, RollupColumns } from '@pfs/domain/iot-history';
import { areaTable } from '../facility/index.js';
import { gatewayTable, pointTable } from '../iot-store/index.js';
import type { dailyRollupTable, hourlyRollupTable } from '../iot-ingest/index.js';

/** SQL pieces the history reads share: epoch milliseconds, rounded averages, rollups as column arrays, a point's place. */

export const ms = (col: SQL | unknown) => sql`(extract(epoch from ${col}) * 1000)::bigint`;
export const round3 = (expr: SQL) => sql`round((${expr})::numeric, 3)::float8`;

/** The rollup columns as JSON arrays in one ordered pass: a year of hours for 20 points is 20 rows, not 175,200. */
export function rollupColumns(t: typeof hourlyRollupTable | typeof dailyRollupTable, order: SQL) {
  return sql<RollupColumns>`json_build_object(
    'avg', json_agg(${round3(sql`${t.sumV} / ${t.ct}`)} order by ${order}),
    'min', json_agg(${t.minV} order by ${order}),
    'min_ts', json_agg(${ms(t.minTs)} order by ${order}),
    'max', json_agg(${t.maxV} order by ${order}),
    'max_ts', json_agg(${ms(t.maxTs)} order by ${order}),
    'ct', json_agg(${t.ct} order by ${order}))`;
}

export const metaFields = {
  point_id: pointTable.pointId,
  code: pointTable.code,
  name: pointTable.name,
  kind: sql<HistoryPointMeta['kind']>`${pointTable.kind}`,
  unit: pointTable.unit,
  quantity: pointTable.quantity,
  gw_id: gatewayTable.gwId,
  gw_name: gatewayTable.name,
  area_id: gatewayTable.areaId,
  area_name: sql<string>`coalesce(${areaTable.name}, '')`,
};
