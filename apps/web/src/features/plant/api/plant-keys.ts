import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the planting feature. Everything hangs under ['plant', fid]: a batch write changes lists,
 * the overview, the distribution map, area occupancy and stock at once, so writes refresh the whole prefix.
 */
export const plantKeys = {
  all: (fid: number | undefined) => ['plant', fid] as const,
  overview: (fid: number | undefined) => ['plant', fid, 'overview'] as const,
  list: (name: string, body: { fid: number }) => ['plant', body.fid, 'list', name, body] as const,
  detail: (fid: number | undefined, batchId: number | null) => ['plant', fid, 'batch', batchId, 'detail'] as const,
  climate: (fid: number | undefined, batchId: number | null) => ['plant', fid, 'batch', batchId, 'climate'] as const,
  inProcessPhases: (fid: number | undefined) => ['plant', fid, 'in-process-phases'] as const,
  distribution: (fid: number | undefined) => ['plant', fid, 'distribution'] as const,
  cycle: (body: { fid: number }) => ['plant', body.fid, 'cycle', body] as const,
  options: (fid: number | undefined, what: string) => ['plant', fid, 'options', what] as const,
};

export const invalidatePlant = (qc: QueryClient, fid: number) => qc.invalidateQueries({ queryKey: plantKeys.all(fid) });
