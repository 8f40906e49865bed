/** Query keys of 大屏配置; a save refreshes everything under ['screen-cfg', fid]. */
export const screenCfgKeys = {
  all: (fid: number | undefined) => ['screen-cfg', fid] as const,
  status: (fid: number | undefined) => ['screen-cfg', fid, 'status'] as const,
  cfg: (fid: number | undefined, variant: string) => ['screen-cfg', fid, 'cfg', variant] as const,
  options: (fid: number | undefined) => ['screen-cfg', fid, 'options'] as const,
};
