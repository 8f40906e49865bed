/** Query keys of the history feature; the point options it picks from are shared (`iotDataKeys.pointOptions`). */
export const historyKeys = {
  raw: (q: { fid: number }) => ['iot-history', q.fid, 'raw', q] as const,
  hourly: (q: { fid: number }) => ['iot-history', q.fid, 'hourly', q] as const,
  hourlyList: (q: { fid: number }) => ['iot-history', q.fid, 'hourly-list', q] as const,
  daily: (q: { fid: number }) => ['iot-history', q.fid, 'daily', q] as const,
  last24: (fid: number, pointIds: readonly number[]) => ['iot-history', fid, 'last24', pointIds] as const,
  extremes: (q: { fid: number }) => ['iot-history', q.fid, 'extremes', q] as const,
  export: (fid: number, jobId: string | null) => ['iot-history', fid, 'export', jobId] as const,
};
