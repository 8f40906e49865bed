import { date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TrialStatus } from '@pfs/domain';
import { facilityTable } from '../facility/facility.table.js';
import { plantBatchTable } from '../plant/plant.table.js';
import { userTable } from '../user/user.table.js';

/** Trials (实验): a goal and the batches compared. What each batch grew like is read from the planting tables. */
export const labTrialTable = pgTable(
  'lab_trials',
  {
    trialId: serial('trial_id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    status: text('status').$type<TrialStatus>().notNull().default('planned'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** The growing dish's area, m²: yield per m² is kg per dish over it. */
    dishM2: numeric('dish_m2', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => userTable.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_trials_list_idx').on(t.fid, t.startDate)],
);

/** The batches of a trial in the order shown, each with the recipe variable it stands for. */
export const labTrialBatchTable = pgTable(
  'lab_trial_batches',
  {
    trialId: integer('trial_id')
      .notNull()
      .references(() => labTrialTable.trialId, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => plantBatchTable.batchId, { onDelete: 'cascade' }),
    fid: integer('fid')
      .notNull()
      .references(() => facilityTable.fid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trialId, t.batchId] }), index('lab_trial_batches_batch_idx').on(t.batchId)],
);
