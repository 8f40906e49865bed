import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `json_build_object('key', value, …)` from an object of columns and SQL: PostgreSQL builds a nested answer in the
 * statement, and the driver hands it over with one native JSON.parse instead of decoding row by row. The keys are
 * the answer's (snake_case API names); `T` names the shape they make.
 */
export const jsonObject = <T>(fields: Record<string, PgColumn | SQL>): SQL<T> =>
  sql<T>`json_build_object(${sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`),
    sql`, `,
  )})`;
