import { index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TrialStatus } from '@pfs/domain/labs';
import { factoryOwned, fidColumn } from '../facility/facility.table.js';
import { plantBatchTable } from '../plant/plant.table.js';
import { byUserColumn } from '../user/user.table.js';
import { createdAtColumn, dayColumn, refColumn, remarkColumn, updatedAtColumn } from '../../db/columns.js';

/** Trials (实验): a goal and the batches compared. What each batch grew like is read from the planting tables. */
export const labTrialTable = pgTable(
  'lab_trials',
  {
    ...factoryOwned('trialId'),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    status: text('status').$type<TrialStatus>().notNull().default('planned'),
    startDate: dayColumn('start_date').notNull(),
    endDate: dayColumn('end_date'),
    /** The growing dish's area, m²: yield per m² is kg per dish over it. */
    dishM2: numeric('dish_m2', { precision: 8, scale: 3, mode: 'number' }).notNull(),
    remark: remarkColumn(),
    createdBy: byUserColumn('created_by'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('lab_trials_list_idx').on(t.fid, t.startDate)],
);

/** The batches of a trial in the order shown, each with the recipe variable it stands for. */
export const labTrialBatchTable = pgTable(
  'lab_trial_batches',
  {
    trialId: refColumn('trial_id', () => labTrialTable.trialId, 'cascade'),
    batchId: refColumn('batch_id', () => plantBatchTable.batchId, 'cascade'),
    fid: fidColumn(),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trialId, t.batchId] }), index('lab_trial_batches_batch_idx').on(t.batchId)],
);
