import { and, eq, type SQL } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { areaTable } from '../facility/facility.table.js';
import { switchStateTable } from './control.table.js';
import { gatewayTable } from './gateway.table.js';
import { latestValueTable } from './reading.table.js';
import { pointTable } from './point.table.js';

/**
 * Where a point is: the point, its gateway, and the gateway's area (if any). A point belongs to a factory only
 * through its gateway and to an area only through its gateway's area, so nearly every IoT read makes this join;
 * it is written here once. Not a table, but a `*.table.ts` file so every module may join through it.
 *
 *   selectPointPlaces(db, { id: pointTable.pointId, area: areaTable.name }).where(pointsOfFactory(fid))
 *
 * Further joins (latest values, rollups, requests…) chain on the result; area columns come back nullable.
 */
export function selectPointPlaces<T extends SelectedFields>(db: Db, fields: T): PointPlaceSelect<T> {
  const q = db
    .select(fields as SelectedFields)
    .from(pointTable)
    .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
    .leftJoin(areaTable, eq(areaTable.areaId, gatewayTable.areaId));
  // Drizzle cannot follow a generic selection through joins; this is the type it gives a concrete one.
  return q as unknown as PointPlaceSelect<T>;
}

/**
 * What `db.select(fields).from(points).innerJoin(gateways).leftJoin(areas)` is typed as for concrete fields;
 * `Joined` names the tables left-joined (their columns come back nullable).
 */
type PointPlaceSelect<T extends SelectedFields, Joined extends string = typeof areaTable._.name> = PgSelectBase<
  typeof pointTable._.name,
  T,
  'partial',
  Record<typeof pointTable._.name | typeof gatewayTable._.name, 'not-null'> & Record<Joined, 'nullable'>
>;

/** A point's current state: its latest reading (sensors, meters) or its switch state (switches). */
export const pointStateColumns = {
  ts: latestValueTable.ts,
  v: latestValueTable.v,
  swOn: switchStateTable.on,
  swValue: switchStateTable.value,
  swTs: switchStateTable.ts,
};

/** `selectPointPlaces` with each point's current state joined, for `pointStateColumns` among the fields. */
export function selectPointStates<T extends SelectedFields>(db: Db, fields: T): PointPlaceSelect<T, StateJoined> {
  const q = selectPointPlaces(db, fields as SelectedFields)
    .leftJoin(latestValueTable, eq(latestValueTable.pointId, pointTable.pointId))
    .leftJoin(switchStateTable, eq(switchStateTable.pointId, pointTable.pointId));
  return q as unknown as PointPlaceSelect<T, StateJoined>;
}

type StateJoined = typeof areaTable._.name | typeof latestValueTable._.name | typeof switchStateTable._.name;

/** Scopes `selectPointPlaces` to one factory, with any further conditions. */
export function pointsOfFactory(fid: number, ...more: (SQL | undefined)[]): SQL {
  return and(eq(gatewayTable.fid, fid), ...more)!;
}
