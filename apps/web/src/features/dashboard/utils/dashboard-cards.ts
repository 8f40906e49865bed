import type { StatsEmbed } from '../api/get-stats-embed';

/** The home page's cards; 'side' is 未关闭告警 and 库存预警 side by side. */
export type DashboardCard = 'planting' | 'warehouse' | 'sales' | 'side' | 'climate';

/** The work each card stands for, known by the code that records it: the role that does that work reads it first. */
const WORK_CODES: Partial<Record<DashboardCard, string>> = { planting: 'plant.edit', warehouse: 'warehouse.edit', sales: 'sales.edit' };
const ORDER: readonly DashboardCard[] = ['planting', 'warehouse', 'sales', 'side', 'climate'];

/**
 * Which cards the home page shows, in order. The server already left out (null) what the role may not see; the
 * order follows the job: a role recording one kind of work (仓管员: warehouse.edit, 销售: sales.edit, 种植员:
 * plant.edit) gets that card first; a role doing several (厂长) keeps the factory's order.
 */
export function dashboardCards(d: Pick<StatsEmbed, 'planting' | 'warehouse' | 'sales' | 'alarms' | 'stock' | 'climate'>, codes: readonly string[]): DashboardCard[] {
  const present = ORDER.filter((c) => (c === 'side' ? d.alarms !== null || d.stock !== null : d[c] !== null));
  const work = present.filter((c) => WORK_CODES[c] && codes.includes(WORK_CODES[c]));
  if (work.length !== 1) return present;
  return [work[0]!, ...present.filter((c) => c !== work[0])];
}

/** The inspections card leads for a role whose recorded work is inspecting only (巡检员: si.edit and none of the others). */
export const siCardFirst = (codes: readonly string[]) => codes.includes('si.edit') && !Object.values(WORK_CODES).some((c) => codes.includes(c));
