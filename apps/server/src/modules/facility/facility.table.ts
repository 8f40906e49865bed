import { boolean, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FacilityRow = typeof facilityTable.$inferSelect;

/** Modules a facility has switched on (spec §3: presence is checked by mcode). */
export const facilityModuleTable = pgTable(
  'facility_modules',
  {
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    mcode: text('mcode').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fid, t.mcode] })],
);

/** Fields (plots/buildings) and the areas (rooms) inside them. */
export const fieldTable = pgTable('fields', {
  fieldId: serial('field_id').primaryKey(),
  fid: integer('fid')
    .notNull()
    .references(() => facilityTable.fid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
});

export const areaTable = pgTable('areas', {
  areaId: serial('area_id').primaryKey(),
  fid: integer('fid')
    .notNull()
    .references(() => facilityTable.fid, { onDelete: 'cascade' }),
  fieldId: integer('field_id')
    .notNull()
    .references(() => fieldTable.fieldId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  kind: text('kind').notNull().default('grow'),
  sortNo: integer('sort_no').notNull().default(0),
});
