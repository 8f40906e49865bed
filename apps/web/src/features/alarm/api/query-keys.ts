/** Query keys of the alarm feature. */
export const alarmKeys = {
  all: ['alarms'] as const,
  list: (q: unknown) => ['alarms', 'list', q] as const,
  detail: (fid: number, id: number) => ['alarms', 'detail', fid, id] as const,
};
