import { VIEW_PARAMS } from './view-params';

/** Database ids are int4: anything larger cannot be a point. */
const MAX_ID = 2_147_483_647;

/**
 * The chosen points in the address ('points=12,15'), at most `max`, without repeats. `[]` for an explicit empty
 * choice ('points='); null when absent or when nothing in it is a point id, so the page uses its default.
 */
export function parsePoints(params: URLSearchParams, max: number): number[] | null {
  const raw = params.get(VIEW_PARAMS.points);
  if (raw === null) return null;
  if (raw.trim() === '') return [];
  const ids = [...new Set(raw.split(',').flatMap((s) => (/^\d{1,10}$/.test(s.trim()) ? [Number(s.trim())] : [])))].filter((id) => id > 0 && id <= MAX_ID);
  return ids.length ? ids.slice(0, max) : null;
}

/** The params with this choice written in ('points=' for none, so an empty choice survives a refresh too). */
export function writePoints(params: URLSearchParams, ids: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(VIEW_PARAMS.points, ids.join(','));
  return next;
}
