/** Query keys of 物联网日志. */
export const iotlogKeys = {
  list: (body: { fid: number | string } | undefined) => ['iotlog', body?.fid, 'list', body] as const,
  members: (fid: number) => ['iotlog', fid, 'members'] as const,
};
