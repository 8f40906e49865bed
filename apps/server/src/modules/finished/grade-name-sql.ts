import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { plantSpecVersionTable } from '../plant-spec/index.js';

const sv = alias(plantSpecVersionTable, 'sv');

/** A grade's display name from the batch's spec version (the code itself when the version has no such grade). */
export const gradeNameOf = (specId: SQL | AnyPgColumn, specVer: SQL | AnyPgColumn, grade: SQL | AnyPgColumn) =>
  sql`coalesce((select gr.value->>'name' from ${plantSpecVersionTable} sv, jsonb_array_elements(${sv.grades}) gr where ${sv.specId} = ${specId} and ${sv.ver} = ${specVer} and gr.value->>'grade' = ${grade} limit 1), ${grade})`;
