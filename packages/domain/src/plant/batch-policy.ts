/**
 * Checks of a new batch event against the world outside the batch's own log: today's date, the areas it
 * goes into (existing, in use, of the kind the phase template names) and the safety interval before a
 * pick. Area capacity, which needs the other batches, is area-capacity.ts. The service runs these, then
 * `applyEvent`, in one transaction.
 */
import type { BatchEvent, BatchState } from './batch-replay.js';
import { phaseName, stepOf, type SpecRules } from './phase-machine.js';
import { checkHarvestSafety } from './safety-interval.js';
import { AREA_KIND_LABELS, type AreaKind } from './plant-vocab.js';

export type AreaInfo = { area_id: number; name: string; kind: AreaKind; enabled: boolean };

export type PolicyInput = {
  spec: SpecRules;
  state: BatchState;
  ev: BatchEvent;
  /** Today in the factory's time zone. */
  today: string;
  area: (areaId: number) => AreaInfo | undefined;
  batchNo: string;
};

/** Null when the event may be recorded (as far as the world outside the batch goes); else why not. */
export function checkEventPolicy({ spec, state, ev, today, area, batchNo }: PolicyInput): string | null {
  if (ev.date > today) return `日期 ${ev.date} 晚于今天（${today}），不能记录未来的操作`;
  if (ev.kind === 'sow' || ev.kind === 'move' || ev.kind === 'transplant') {
    const a = area(ev.to.area_id);
    if (!a) return `区域 ${ev.to.area_id} 不存在`;
    if (!a.enabled) return `区域 ${a.name} 已停用，不能放入批次`;
    const want = stepOf(spec, ev.to.phase)?.area_kind;
    if (want !== undefined && want !== a.kind)
      return `「${phaseName(ev.to.phase)}」阶段应放在${AREA_KIND_LABELS[want]}类区域，${a.name} 是${AREA_KIND_LABELS[a.kind]}类区域`;
  }
  if (ev.kind === 'pick') return checkHarvestSafety(state.protections, ev.date, batchNo);
  return null;
}
