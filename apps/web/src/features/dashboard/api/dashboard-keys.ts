/** Query keys of the home page: one call per factory. */
export const dashboardKeys = {
  embed: (fid: number | undefined) => ['dashboard', fid, 'embed'] as const,
};
