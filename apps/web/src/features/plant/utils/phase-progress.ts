/** Days in a phase against its plan, as the in-process pages show them. */
export type PhaseDays = { days_in: number; planned_days: number; late_days: number };

export type PhaseProgress = {
  /** on: within plan; due: planned days reached today, the next step is due; late: past the plan. */
  state: 'on' | 'due' | 'late';
  /** Share of the planned days used, capped at 100 for the bar. */
  percent: number;
  text: string;
};

export function phaseProgress({ days_in, planned_days, late_days }: PhaseDays): PhaseProgress {
  const over = Math.max(late_days, days_in - planned_days, 0);
  const state = over > 0 ? 'late' : days_in >= planned_days ? 'due' : 'on';
  const percent = planned_days <= 0 ? 100 : Math.min(100, Math.round((days_in / planned_days) * 100));
  const base = `第 ${days_in} 天 / 计划 ${planned_days} 天`;
  return { state, percent, text: state === 'late' ? `${base}，超期 ${over} 天` : state === 'due' ? `${base}，今天到期` : base };
}

export const isLate = (d: PhaseDays) => phaseProgress(d).state === 'late';
