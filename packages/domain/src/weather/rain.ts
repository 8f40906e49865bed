export type RainPeriod = '1h' | '12h' | '24h';

/** Spec §9 rain grades: upper bound (mm) per period; grade 7 has none. */
export const RAIN_GRADES = [
  { grade: 1, name: '零星小雨', max: { '1h': 0.1, '12h': 0.1, '24h': 0.1 } },
  { grade: 2, name: '小雨', max: { '1h': 1.5, '12h': 4.9, '24h': 9.9 } },
  { grade: 3, name: '中雨', max: { '1h': 6.9, '12h': 14.9, '24h': 24.9 } },
  { grade: 4, name: '大雨', max: { '1h': 14.9, '12h': 29.9, '24h': 49.9 } },
  { grade: 5, name: '暴雨', max: { '1h': 39.9, '12h': 69.9, '24h': 99.9 } },
  { grade: 6, name: '大暴雨', max: { '1h': 49.9, '12h': 139.9, '24h': 249.9 } },
  { grade: 7, name: '特大暴雨', max: { '1h': Infinity, '12h': Infinity, '24h': Infinity } },
] as const;

/**
 * The grade of an amount over a period, or null for no rain. Grade 1 is (0, 0.1); from 0.1 it is 小雨;
 * amounts between two rows (e.g. 1.55 mm/h) go to the higher grade.
 */
export function rainGradeOf(mm: number, period: RainPeriod) {
  if (!(mm > 0)) return null;
  if (mm < 0.1) return RAIN_GRADES[0];
  return RAIN_GRADES.slice(1).find((g) => mm <= g.max[period]) ?? RAIN_GRADES[6];
}
