import { type PlantPhase } from '@pfs/domain';
import { LOSS_REASON_LABELS, fmtQty, type BatchEventView } from '@pfs/domain/plant';
import { phaseText } from './plant-format';

const where = (phase: PlantPhase | null, area: string | null) => [phaseText(phase), area].filter((x) => x && x !== '—').join(' · ');
const dp = (dishes: number, plants: number) => `${dishes} 盘 ${plants} 株`;
const gradesText = (gs: BatchEventView['grades']) => gs.map((g) => `${g.grade} ${fmtQty(g.kg)} kg`).join('、');

/** One line saying what an event of the batch log did, as the timeline shows it. */
export function eventSummary(e: BatchEventView): string {
  const from = where(e.from_phase, e.from_area_name);
  const to = where(e.to_phase, e.to_area_name);
  switch (e.kind) {
    case 'sow':
      return `播入 ${to}：${dp(e.dishes, e.plants)}`;
    case 'move':
      return `${from} → ${to}：${dp(e.dishes, e.plants)}`;
    case 'transplant':
      return `${from} → ${to}：${e.dishes} 个育苗盘移栽到 ${e.dishes_to ?? '?'} 个栽培盘，${e.plants} 株`;
    case 'loss':
      return `${from}：损耗 ${dp(e.dishes, e.plants)}${e.reason ? `（${LOSS_REASON_LABELS[e.reason]}）` : ''}`;
    case 'pick':
      return `${from}：采收 ${dp(e.dishes, e.plants)}，共 ${fmtQty(e.kg ?? 0)} kg${e.grades.length ? `（${gradesText(e.grades)}）` : ''}`;
    case 'store':
      return `${phaseText(e.from_phase)} → ${phaseText(e.to_phase)}：${fmtQty(e.kg ?? 0)} kg`;
    case 'protect':
      return `植保：施用 ${e.pesticide ?? '农药'}`;
    case 'void':
      return `作废一条记录：${e.remark}`;
  }
}
