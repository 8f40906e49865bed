/** Query keys of 品种规格 left by hand (the seed picker, another module's call); a write refreshes everything under ['plant-spec', fid]. */
export const plantSpecKeys = {
  all: (fid: number | undefined) => ['plant-spec', fid] as const,
  seeds: (fid: number | undefined) => ['plant-spec', fid, 'seeds'] as const,
};
