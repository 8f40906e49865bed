/** Query keys of 品种规格; a write refreshes everything under ['plant-spec', fid]. */
export const plantSpecKeys = {
  all: (fid: number | undefined) => ['plant-spec', fid] as const,
  list: (body: { fid: number }) => ['plant-spec', body.fid, 'list', body] as const,
  detail: (fid: number | undefined, specId: number | undefined, ver?: number) => ['plant-spec', fid, 'detail', specId, ver ?? 'current'] as const,
  seeds: (fid: number | undefined) => ['plant-spec', fid, 'seeds'] as const,
};
