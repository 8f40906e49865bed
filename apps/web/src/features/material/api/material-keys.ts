import type { QueryClient } from '@tanstack/react-query';
import type { MaterialKind } from '@pfs/domain';

/**
 * Query keys of 物料. Everything hangs under ['material', fid, kind]: a movement changes the item's stock, its lots,
 * the movement list and the warnings at once, so writes refresh the kind's prefix.
 */
export const materialKeys = {
  kind: (fid: number | undefined, kind: MaterialKind) => ['material', fid, kind] as const,
  list: (name: 'items' | 'lots' | 'moves' | 'suppliers', body: { fid: number; kind: MaterialKind }) => ['material', body.fid, body.kind, name, body] as const,
  warnings: (fid: number | undefined, kind: MaterialKind, days: number) => ['material', fid, kind, 'warnings', days] as const,
  batches: (fid: number | undefined, kw: string) => ['material', fid, 'batch-options', kw] as const,
};

/** Suppliers are shared by every kind: a supplier write refreshes all three pages' lists. */
export const invalidateMaterial = (qc: QueryClient, fid: number, kind?: MaterialKind) =>
  qc.invalidateQueries({ queryKey: kind ? materialKeys.kind(fid, kind) : ['material', fid] });
