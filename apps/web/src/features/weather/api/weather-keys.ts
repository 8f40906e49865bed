/** Query keys of the weather feature; a threshold change refreshes everything under ['weather', fid]. */
export const weatherKeys = {
  all: (fid: number | undefined) => ['weather', fid] as const,
  current: (fid: number | undefined) => ['weather', fid, 'current'] as const,
  daily: (fid: number | undefined) => ['weather', fid, 'daily'] as const,
  forecast: (fid: number | undefined) => ['weather', fid, 'forecast'] as const,
  history: (kind: 'hourly' | 'daily' | 'rain' | 'raw', body: object & { fid: number }) => ['weather', body.fid, kind, body] as const,
  warnings: (fid: number | undefined) => ['weather', fid, 'warnings'] as const,
  cfgs: (fid: number | undefined) => ['weather', fid, 'cfgs'] as const,
};
