/**
 * Whether a due move or transplant into another kind of area can be done today: the server refuses a step that
 * would put more dishes into an area than it has positions, so the to-do shows such a step blocked — why, and the
 * first day an area of that kind is planned to have room (from the planned leaving days of what stands there).
 */
import { AREA_KIND_LABELS, type AreaKind } from './plant-vocab.js';

/** Like a blocked pick (StepBlock), but the day may be unknown. */
export type RoomBlock = { reason: string; until: string | null };

export type AreaRoom = {
  name: string;
  capacity: number;
  /** Dishes standing in the area now. */
  dishes: number;
  /** Dishes planned to leave the area after `day` (their phase plan's move-out or harvest day). */
  leaving: readonly { date: string; dishes: number }[];
};

/** Null when some area of `kind` has `need` free positions on `day`; else why not and from when (null: unknown). */
export function moveRoomBlock(kind: AreaKind, need: number, areas: readonly AreaRoom[], day: string): RoomBlock | null {
  const free = (a: AreaRoom, by: string | null) =>
    a.capacity - a.dishes + a.leaving.filter((l) => by !== null && l.date > day && l.date <= by).reduce((s, l) => s + l.dishes, 0);
  if (need <= 0 || areas.some((a) => free(a, null) >= need)) return null;
  const label = `${AREA_KIND_LABELS[kind]}区`;
  if (areas.length === 0) return { reason: `没有可用的${label}`, until: null };
  const best = [...areas].sort((a, b) => free(b, null) - free(a, null))[0]!;
  const days = [...new Set(areas.flatMap((a) => a.leaving.map((l) => l.date)).filter((d) => d > day))].sort();
  const until = days.find((d) => areas.some((a) => free(a, d) >= need)) ?? null;
  const reason = `${label}已满：需 ${need} 盘，空位最多 ${Math.max(0, free(best, null))} 盘（${best.name}）`;
  return { reason: until === null ? `${reason}，待腾出空位` : reason, until };
}
