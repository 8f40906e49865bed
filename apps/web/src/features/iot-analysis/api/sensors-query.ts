import { keepPreviousData } from '@tanstack/react-query';

/** A read over chosen sensors: it waits for at least one and keeps the last chart on screen while the next loads. */
export const sensorsQuery = (b: { point_ids: number[] } | null) => ({ enabled: !!b && b.point_ids.length > 0, placeholderData: keepPreviousData });
