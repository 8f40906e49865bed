import type { HistoryPointMeta, RollupColumns } from '@pfs/domain/iot-history';

export type RollupRow = { key: string; at: number | string; point_id: number; label: string; unit: string; quantity?: string; avg: number; min: number; min_ts: number | null; max: number; max_ts: number | null; ct: number };

/** Column-wise series → one table row per point and bucket (newest first). */
export function rollupRows(series: (HistoryPointMeta & RollupColumns)[], at: (s: number, i: number) => number | string, label: (p: HistoryPointMeta) => string): RollupRow[] {
  const rows = series.flatMap((s, si) =>
    s.avg.map((avg, i) => ({ key: `${s.point_id}-${i}`, at: at(si, i), point_id: s.point_id, label: label(s), unit: s.unit, quantity: s.quantity, avg, min: s.min[i]!, min_ts: s.min_ts[i] ?? null, max: s.max[i]!, max_ts: s.max_ts[i] ?? null, ct: s.ct[i]! })),
  );
  return rows.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.point_id - b.point_id));
}
