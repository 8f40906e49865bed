import type { ControlRequestView } from '@pfs/domain/iot-gateway';
import type { SwitchAction } from '@pfs/domain/iot-ingest';
import type { RuleRow } from './rule.repository.js';
import type { ruleExecTable } from './rule.table.js';

/** What the engine reads and writes: the strategy repository satisfies it, and so can a test's fake. */
export type EngineStore = {
  allEnabled(): PromiseLike<RuleRow[]>;
  points(fid: number): PromiseLike<{ point: { pointId: number; name: string; code: string; unit: string }; gwName: string; areaName: string | null }[]>;
  latestValues(pointIds: number[]): PromiseLike<{ pointId: number; v: number; ts: Date }[]>;
  switchStates(pointIds: number[]): PromiseLike<{ pointId: number; on: boolean; value: number | null }[]>;
  activeLocks(now: Date): PromiseLike<{ lock: { pointId: number; until: Date }; cname: string | null }[]>;
  insertExec(e: typeof ruleExecTable.$inferInsert): PromiseLike<{ execId: number }>;
  updateExec(execId: number, patch: { steps: (typeof ruleExecTable.$inferSelect)['steps']; result: string }): PromiseLike<void>;
};

/** How the engine sends a command: through the control requests, like a manual one. */
export type EngineControl = {
  request(fid: number, input: { point_id: number; action: SwitchAction; value?: number | null }, uid: number | null, source: string): Promise<Pick<ControlRequestView, 'req_id' | 'status'>>;
};
