import { describe, expect, it } from 'vitest';
import { allowedSteps, checkPhaseTemplate, checkStep, firstPhase, lastGrowingPhase, nextProducePhase, phaseSteps, type PhaseStep } from './phase-machine.js';
import { LETTUCE, MICROGREENS } from './plant.fixture.js';

const step = (phase_id: PhaseStep['phase_id'], days = 5, area_kind: PhaseStep['area_kind'] = 'grow'): PhaseStep => ({ phase_id, days, area_kind });

describe('phase template', () => {
  it('phaseSteps puts the phases in their order, each in the area kind it usually uses', () => {
    expect(phaseSteps({ storage: 3, grow: 21, sprouting: 2, grow_seedling: 12, pick: 1, tmp_storage: 1 })).toEqual([
      step('sprouting', 2, 'seedling'),
      step('grow_seedling', 12, 'seedling'),
      step('grow', 21, 'grow'),
      step('pick', 1, 'pack'),
      step('tmp_storage', 1, 'store'),
      step('storage', 3, 'store'),
    ]);
  });
  it('accepts the spec’s phases in their order, any of them left out except a growing phase and the pick', () => {
    expect(checkPhaseTemplate(LETTUCE.phases)).toBeNull();
    expect(checkPhaseTemplate(MICROGREENS.phases)).toBeNull();
    expect(checkPhaseTemplate([step('grow_seedling', 20, 'seedling'), step('pick', 0, 'pack')])).toBeNull();
  });

  it('refuses what no batch could follow, saying why', () => {
    expect(checkPhaseTemplate([])).toBe('阶段模板不能为空');
    expect(checkPhaseTemplate([step('grow'), step('sprouting'), step('pick')])).toBe(
      '阶段须按 催芽 → 育苗 → 生长 → 采收 → 暂存 → 入库 的顺序排列，「催芽」位置不对',
    );
    expect(checkPhaseTemplate([step('grow'), step('grow'), step('pick')])).toBe('阶段「生长」重复出现');
    expect(checkPhaseTemplate([step('grow')])).toBe('阶段模板必须包含「采收」');
    expect(checkPhaseTemplate([step('pick'), step('storage')])).toBe('阶段模板至少要有一个生长阶段（催芽、育苗或生长）');
    expect(checkPhaseTemplate([step('grow', 0), step('pick')])).toBe('阶段「生长」的计划天数须在 1–365 之间');
    expect(checkPhaseTemplate([step('grow', 5, 'store'), step('pick')])).toBe('阶段「生长」要放盘，区域类型只能是 育苗、栽培、其他');
  });
});

describe('steps between phases', () => {
  it('from each growing phase: another area, the next phase (a transplant where the dish changes), or from the last the pick', () => {
    expect(firstPhase(LETTUCE)).toBe('sprouting');
    expect(lastGrowingPhase(LETTUCE)).toBe('grow');
    expect(allowedSteps(LETTUCE, 'sprouting')).toEqual([
      { kind: 'move', to: 'sprouting' },
      { kind: 'move', to: 'grow_seedling' },
    ]);
    expect(allowedSteps(LETTUCE, 'grow_seedling')).toEqual([
      { kind: 'move', to: 'grow_seedling' },
      { kind: 'transplant', to: 'grow' },
    ]);
    expect(allowedSteps(LETTUCE, 'grow')).toEqual([
      { kind: 'move', to: 'grow' },
      { kind: 'pick', to: 'pick' },
    ]);
    expect(allowedSteps(LETTUCE, 'pick')).toEqual([]);
  });

  it('names what is allowed when a step is not', () => {
    expect(checkStep(LETTUCE, 'move', 'sprouting', 'grow')).toBe('「催芽」阶段之后只能在「催芽」阶段换区域或移动到「育苗」，不能移动到「生长」');
    expect(checkStep(MICROGREENS, 'move', 'sprouting', 'grow')).toBe('该品种规格没有「催芽」阶段');
    expect(checkStep(LETTUCE, 'transplant', 'grow_seedling', 'grow')).toBeNull();
  });

  it('produce moves on along the produce phases the template has', () => {
    expect(nextProducePhase(LETTUCE, 'pick')).toBe('tmp_storage');
    expect(nextProducePhase(LETTUCE, 'storage')).toBeNull();
    expect(nextProducePhase(MICROGREENS, 'pick')).toBeNull();
  });
});
