import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SyslogService } from '../syslog/index.js';

/** What inspections use of other modules, handed in by services.ts. */
export type SiDeps = {
  syslog: SyslogService;
  /** The member's permission codes in the factory (can_fill, can_handle). */
  codesOf: (uid: number, fid: number) => Promise<string[] | null>;
  /** Where inspection photos are kept (DATA_DIR/pics). */
  picsDir: string;
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };
};

/** The inspection services: configuration, plans made by rule, answers, cases and photos. */
export function createSiServices(db: Db, clock: Clock, deps: SiDeps) {
  void db;
  void clock;
  void deps;
  return {};
}
export type SiServices = ReturnType<typeof createSiServices>;
