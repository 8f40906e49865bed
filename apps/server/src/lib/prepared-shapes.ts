import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's statements, prepared once per filter combination ("shape": which filters are given, not their values).
 * The first page asked for with a combination builds and names its statement; every later page only binds its
 * values, so the busiest lists cost neither building their SQL again nor planning it on each connection.
 *
 *   private readonly pages = preparedShapes('pfs_member_list', (has, name) => build(has, name));
 *   const filters = { kw: f.kw && likeOf(f.kw), roleId: f.roleId };
 *   this.pages(shapeOf(filters)).execute({ fid, ...filters, limit, offset })
 */
export function preparedShapes<Q>(name: string, build: (has: ReadonlySet<string>, name: string) => Q): (shape: Shape) => Q {
  const byShape = new Map<string, Q>();
  return (shape) => {
    let q = byShape.get(shape.key);
    if (!q) byShape.set(shape.key, (q = build(shape.has, shape.key ? `${name}_${shape.key}` : name)));
    return q;
  };
}

export type Shape = { key: string; has: ReadonlySet<string> };

/** The filters that are given (not undefined, null or ''), as a shape; the key is their names in order. */
export function shapeOf(filters: Record<string, unknown>): Shape {
  const has = Object.keys(filters).filter((k) => filters[k] !== undefined && filters[k] !== null && filters[k] !== '');
  return { key: has.join('_'), has: new Set(has) };
}

/** Any of the columns matches the LIKE pattern bound as `name` (made with likeOf: the keyword taken literally). */
export const kwParam = (name: string, ...cols: PgColumn[]): SQL => or(...cols.map((c) => ilike(c, sql.placeholder(name))))!;
