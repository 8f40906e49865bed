import type { FacEventType, UserLogType } from '@pfs/domain/syslog';

export type UserLogEntry = { fid?: number | null; uid: number | null; uniNo: string; type: UserLogType; detail?: string; ip?: string };
export type FacEventEntry = { fid: number; uid: number | null; type: FacEventType; detail: string };

/**
 * Where a service writes the user log and the factory's events. `SyslogService` keeps them; the modules syslog
 * itself reads (user, member: it names users and scopes logs by membership) take this port instead of the service,
 * so the module graph stays without a cycle.
 */
export interface ActivityLog {
  userLog(e: UserLogEntry): Promise<void>;
  facEvent(e: FacEventEntry): Promise<void>;
}
