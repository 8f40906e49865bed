import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { fmtQty, type BatchEvent } from '@pfs/domain/plant';

type AreaName = (areaId: number) => string;
const where = (areaName: AreaName, phase: keyof typeof PLANT_PHASE_LABELS, areaId: number) => `${areaName(areaId)}（${PLANT_PHASE_LABELS[phase]}）`;

/**
 * What the planting log (/cfg/plantlog) says of a batch event, the same words for a live call and the demo year.
 * Sowings and protections are logged by their own services (they name the spec, the pesticide); null for those.
 */
export function eventLogText(ev: BatchEvent, areaName: AreaName, grades: { name: string; kg: number }[] = []): string | null {
  switch (ev.kind) {
    case 'move':
      return `移动 ${where(areaName, ev.from.phase, ev.from.area_id)} → ${where(areaName, ev.to.phase, ev.to.area_id)} ${ev.dishes} 盘 ${ev.plants} 株`;
    case 'transplant':
      return `移栽 ${where(areaName, ev.from.phase, ev.from.area_id)} ${ev.dishes} 盘 → ${where(areaName, ev.to.phase, ev.to.area_id)} ${ev.dishes_to} 盘，${ev.plants} 株`;
    case 'loss':
      return `损耗 ${where(areaName, ev.from.phase, ev.from.area_id)} ${ev.dishes} 盘 ${ev.plants} 株`;
    case 'pick':
      return `采收 ${where(areaName, ev.from.phase, ev.from.area_id)} ${ev.dishes} 盘 ${ev.plants} 株，${grades.map((g) => `${g.name} ${fmtQty(g.kg)} kg`).join('、')}`;
    case 'store':
      return `转存 ${fmtQty(ev.kg)} kg：${PLANT_PHASE_LABELS[ev.from_phase]} → ${PLANT_PHASE_LABELS[ev.to_phase]}`;
    default:
      return null;
  }
}

/** The log line of a batch event: `批次 B… 移动 …，日期 …`. */
export const batchLogLine = (batchNo: string, text: string, date: string) => `批次 ${batchNo} ${text}，日期 ${date}`;
