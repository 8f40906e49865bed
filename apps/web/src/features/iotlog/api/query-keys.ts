/** Query keys of 物联网日志's member filter; the list itself is cached under its call's key (`useCall`). */
export const iotlogKeys = {
  members: (fid: number) => ['iotlog', fid, 'members'] as const,
};
