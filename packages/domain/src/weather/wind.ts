/** Spec §9: 16 wind directions; angle / 22.5 rounded, 16 wraps to 0. */
export const WIND_DIRECTIONS = [
  '北',
  '北东北',
  '东北',
  '东东北',
  '东',
  '东东南',
  '东南',
  '南东南',
  '南',
  '南西南',
  '西南',
  '西西南',
  '西',
  '西西北',
  '西北',
  '北西北',
] as const;

export function windDirectionIndex(angle: number): number {
  const i = Math.round((((angle % 360) + 360) % 360) / 22.5);
  return i === 16 ? 0 : i;
}
export const windDirectionName = (angle: number) => WIND_DIRECTIONS[windDirectionIndex(angle)]!;

/** Spec §9 wind scale, grade 0–12: names and the upper bound of each grade's speed in m/s (grade 12 has none). */
const WIND_NAMES = ['无风', '软风', '轻风', '微风', '和风', '清风', '强风', '劲风', '大风', '烈风', '狂风', '暴风', '台风'];
const WIND_MAX = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6, Infinity];
/** Grade, name and speed range in m/s; a grade starts 0.1 m/s above the previous one's upper bound. */
export const WIND_SCALE: readonly { grade: number; name: string; min: number; max: number }[] = WIND_NAMES.map((name, grade) => ({
  grade,
  name,
  min: grade === 0 ? 0 : Math.round((WIND_MAX[grade - 1]! + 0.1) * 10) / 10,
  max: WIND_MAX[grade]!,
}));

/** The grade for a speed; values between two table rows (e.g. 0.25) go to the higher grade (upper bounds decide). */
export function windScaleOf(speed: number) {
  return WIND_SCALE.find((w) => speed <= w.max) ?? WIND_SCALE[12]!;
}
