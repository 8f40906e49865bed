import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SyslogService } from '../syslog/index.js';
import { SiStatsRepository } from './si-stats.repository.js';
import { SiStatsService } from './si-stats.service.js';
import { SiTargets } from './si-targets.js';
import { SiPeople } from './si-people.js';
import { SiItemRepository } from './si-item.repository.js';
import { SiItemService } from './si-item.service.js';
import { SiRuleRepository } from './si-rule.repository.js';
import { SiRuleService } from './si-rule.service.js';
import { SiPlanMaker } from './si-plan-maker.js';
import { SiPlanRepository } from './si-plan.repository.js';
import { SiPlanService } from './si-plan.service.js';
import { SiAnswerService } from './si-answer.service.js';
import { SiCaseRepository } from './si-case.repository.js';
import { SiCaseService } from './si-case.service.js';
import { SiRecordList } from './si-record-list.js';
import { SiPhotoStore } from './si-photo-store.js';

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
  const targets = new SiTargets(db);
  const people = new SiPeople(db);
  const itemRepo = new SiItemRepository(db);
  const items = new SiItemService(itemRepo, targets, deps.syslog);
  // Runs on the scheduler leader (app.ts); saving or enabling a rule makes its current plan at once.
  const planMaker = new SiPlanMaker(db, targets, clock, deps.log);
  const rules = new SiRuleService(new SiRuleRepository(db), itemRepo, targets, people, planMaker, clock, deps.syslog);
  const planRepo = new SiPlanRepository(db);
  const plans = new SiPlanService(planRepo, people, targets, clock, deps.codesOf);
  const caseRepo = new SiCaseRepository(db);
  const answers = new SiAnswerService(planRepo, caseRepo, plans, clock);
  const cases = new SiCaseService(caseRepo, planRepo, plans, people, clock, deps.codesOf);
  const records = new SiRecordList(db, people, clock.timeZone);
  const photos = new SiPhotoStore(deps.picsDir, planRepo);
  // The home card's five earliest-due open cases.
  const stats = new SiStatsService(
    new SiStatsRepository(db, clock.timeZone),
    clock,
    async (fid, limit) => (await cases.list(fid, { status: 'open', page: 1, size: limit })).items,
  );
  return { items, rules, planMaker, plans, answers, cases, records, photos, stats };
}
export type SiServices = ReturnType<typeof createSiServices>;
