import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AreaKind } from '@pfs/domain/plant';
import { createdAtColumn, enabledStatusColumn, refColumn, remarkColumn, updatedAtColumn } from '../../db/columns.js';

export const facilityTable = pgTable('facilities', {
  fid: serial('fid').primaryKey(),
  facName: text('fac_name').notNull(),
  shortName: text('short_name').notNull().default(''),
  forTest: boolean('for_test').notNull().default(false),
  cityDistrict: text('city_district').notNull().default(''),
  loc: text('loc').notNull().default(''),
  poi: text('poi').notNull().default(''),
  heweatherKey: text('heweather_key').notNull().default(''),
  logoName: text('logo_name').notNull().default(''),
  faciUsage: text('faci_usage').notNull().default('PL'),
  plantTypes: text('plant_types').array().notNull().default([]),
  createdAt: createdAtColumn(),
});
export type FacilityRow = typeof facilityTable.$inferSelect;

/** The factory a row belongs to: deleting the factory deletes the row. */
export const fidColumn = () => refColumn('fid', () => facilityTable.fid, 'cascade');

/** A column's SQL name: its key in snake case (`camId` → cam_id). */
const sqlName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const serialKey = (key: string) => serial(sqlName(key)).primaryKey();
const numberColumn = (key: string) => text(sqlName(key)).notNull();

/**
 * The columns every record a factory owns begins with: its serial key and its factory (`...factoryOwned('camId')`
 * gives `camId: serial('cam_id').primaryKey(), fid: fidColumn()`).
 */
export const factoryOwned = <K extends string>(key: K) =>
  ({ [key]: serialKey(key), fid: fidColumn() }) as { [P in K]: ReturnType<typeof serialKey> } & { fid: ReturnType<typeof fidColumn> };

/**
 * A numbered record a factory owns (batch, order, finished lot, shipment): as factoryOwned, then its number
 * (`...factoryNumbered('orderId', 'orderNo')`), kept unique in the factory by the table's own `<table>_no_uq`.
 */
export const factoryNumbered = <K extends string, N extends string>(key: K, no: N) =>
  ({ ...factoryOwned(key), [no]: numberColumn(no) }) as ReturnType<typeof factoryOwned<K>> & { [P in N]: ReturnType<typeof numberColumn> };

/** Modules a facility has switched on (spec §3: presence is checked by mcode). */
export const facilityModuleTable = pgTable(
  'facility_modules',
  {
    fid: fidColumn(),
    mcode: text('mcode').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.mcode] })],
);

/** Fields (厂房: plots/buildings) and the areas (区域: rooms) inside them. */
export const fieldTable = pgTable('fields', {
  ...factoryOwned('fieldId'),
  name: text('name').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  /** A field or area with history is disabled, never deleted: batches and climate refer to it. */
  status: enabledStatusColumn(),
  remark: remarkColumn(),
});

/**
 * An area's dish positions are racks × layers × positions per layer (0 until set: nothing may be placed
 * there). Its climate comes from the gateways whose `iot_gateways.area_id` names it.
 */
export const areaTable = pgTable(
  'areas',
  {
    ...factoryOwned('areaId'),
    fieldId: refColumn('field_id', () => fieldTable.fieldId, 'cascade'),
    name: text('name').notNull(),
    kind: text('kind').$type<AreaKind>().notNull().default('grow'),
    sortNo: integer('sort_no').notNull().default(0),
    racks: integer('racks').notNull().default(0),
    layers: integer('layers').notNull().default(0),
    positionsPerLayer: integer('positions_per_layer').notNull().default(0),
    status: enabledStatusColumn(),
    remark: remarkColumn(),
  },
  (t) => [index('areas_fid_field_idx').on(t.fid, t.fieldId), check('areas_grid_ck', sql`${t.racks} >= 0 and ${t.layers} >= 0 and ${t.positionsPerLayer} >= 0`)],
);

/** Default climate targets per area kind (物联网配置), read by the batch climate summary; null bounds are not checked. */
export const areaClimateTargetTable = pgTable(
  'area_climate_targets',
  {
    fid: fidColumn(),
    kind: text('kind').$type<AreaKind>().notNull(),
    tempMin: doublePrecision('temp_min'),
    tempMax: doublePrecision('temp_max'),
    rhMin: doublePrecision('rh_min'),
    rhMax: doublePrecision('rh_max'),
    co2Min: doublePrecision('co2_min'),
    co2Max: doublePrecision('co2_max'),
    lightHoursMin: doublePrecision('light_hours_min'),
    lightHoursMax: doublePrecision('light_hours_max'),
    dliMin: doublePrecision('dli_min'),
    dliMax: doublePrecision('dli_max'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.kind] })],
);
