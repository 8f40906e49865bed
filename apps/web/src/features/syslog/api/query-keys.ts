import type { FacLogQueryBody } from './log-query';

/** A list call's body (its fid as the form holds it, before the schema parses it). */
type LogBody = FacLogQueryBody | undefined;

/** Query keys of the system log pages. */
export const syslogKeys = {
  stats: (fid: number | undefined, days: number) => ['syslog', fid, 'stats', days] as const,
  userVo: (body: LogBody) => ['syslog', body?.fid, 'user-vo', body] as const,
  userlog: (body: LogBody) => ['syslog', body?.fid, 'userlog', body] as const,
  evtLog: (body: LogBody) => ['syslog', body?.fid, 'evt-log', body] as const,
  memberOptions: (fid: number) => ['syslog', fid, 'member-options'] as const,
};
