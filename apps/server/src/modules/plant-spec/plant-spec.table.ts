import { check, foreignKey, integer, type AnyPgColumn, jsonb, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import type { PlantPhase } from '@pfs/domain';
import type { AreaKind } from '@pfs/domain/plant';
import type { GradeRule } from '@pfs/domain/plant-spec';
import { factoryOwned } from '../facility/facility.table.js';
import { materialItemTable } from '../material/material.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, enabledStatusColumn, qtyColumn, refColumn, remarkColumn, updatedAtColumn } from '../../db/columns.js';

/**
 * Crop specs (品种规格) and their versions. A spec is a crop and variety; what a batch follows — phase
 * template, densities, seed, expected yield, grades — lives in a version, and a change makes a new one
 * (`cur_ver`), so every batch keeps the version it was sown with.
 */

export const plantSpecTable = pgTable(
  'plant_specs',
  {
    ...factoryOwned('specId'),
    crop: text('crop').notNull(),
    variety: text('variety').notNull(),
    status: enabledStatusColumn(),
    remark: remarkColumn(),
    curVer: integer('cur_ver').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [unique('plant_specs_name_uq').on(t.fid, t.crop, t.variety)],
);

/** The join condition to the spec a row names (`specId` its column): `.innerJoin(plantSpecTable, specOf(t.specId))`. */
export const specOf = (specId: AnyPgColumn) => eq(plantSpecTable.specId, specId);

export const plantSpecVersionTable = pgTable(
  'plant_spec_versions',
  {
    specId: refColumn('spec_id', () => plantSpecTable.specId, 'cascade'),
    ver: integer('ver').notNull(),
    seedlingPlantsPerDish: integer('seedling_plants_per_dish').notNull(),
    growPlantsPerDish: integer('grow_plants_per_dish').notNull(),
    seedPerDish: qtyColumn('seed_per_dish').notNull().default(0),
    seedItemId: integer('seed_item_id').references(() => materialItemTable.itemId, { onDelete: 'set null' }),
    yieldKgPerDish: numeric('yield_kg_per_dish', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    grades: jsonb('grades').$type<GradeRule[]>().notNull(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.specId, t.ver] }),
    check('plant_spec_versions_density_ck', sql`${t.seedlingPlantsPerDish} > 0 and ${t.growPlantsPerDish} > 0`),
  ],
);

/** A version's phase template: spec §4 phase ids in order, planned days, the area kind each uses. */
export const plantSpecPhaseTable = pgTable(
  'plant_spec_phases',
  {
    specId: integer('spec_id').notNull(),
    ver: integer('ver').notNull(),
    seq: integer('seq').notNull(),
    phaseId: text('phase_id').$type<PlantPhase>().notNull(),
    days: integer('days').notNull(),
    areaKind: text('area_kind').$type<AreaKind>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.specId, t.ver, t.seq] }),
    unique('plant_spec_phases_phase_uq').on(t.specId, t.ver, t.phaseId),
    foreignKey({
      columns: [t.specId, t.ver],
      foreignColumns: [plantSpecVersionTable.specId, plantSpecVersionTable.ver],
      name: 'plant_spec_phases_version_fk',
    }).onDelete('cascade'),
  ],
);
