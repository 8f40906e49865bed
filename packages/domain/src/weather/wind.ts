/** Spec §9: 16 wind directions; angle / 22.5 rounded, 16 wraps to 0. */
export const WIND_DIRECTIONS = ['北', '北东北', '东北', '东东北', '东', '东东南', '东南', '南东南', '南', '南西南', '西南', '西西南', '西', '西西北', '西北', '北西北'] as const;

export function windDirectionIndex(angle: number): number {
  const i = Math.round((((angle % 360) + 360) % 360) / 22.5);
  return i === 16 ? 0 : i;
}
export const windDirectionName = (angle: number) => WIND_DIRECTIONS[windDirectionIndex(angle)]!;

/** Spec §9 wind scale: grade, name and speed range in m/s (grade 12 has no upper bound). */
export const WIND_SCALE = [
  { grade: 0, name: '无风', min: 0.0, max: 0.2 },
  { grade: 1, name: '软风', min: 0.3, max: 1.5 },
  { grade: 2, name: '轻风', min: 1.6, max: 3.3 },
  { grade: 3, name: '微风', min: 3.4, max: 5.4 },
  { grade: 4, name: '和风', min: 5.5, max: 7.9 },
  { grade: 5, name: '清风', min: 8.0, max: 10.7 },
  { grade: 6, name: '强风', min: 10.8, max: 13.8 },
  { grade: 7, name: '劲风', min: 13.9, max: 17.1 },
  { grade: 8, name: '大风', min: 17.2, max: 20.7 },
  { grade: 9, name: '烈风', min: 20.8, max: 24.4 },
  { grade: 10, name: '狂风', min: 24.5, max: 28.4 },
  { grade: 11, name: '暴风', min: 28.5, max: 32.6 },
  { grade: 12, name: '台风', min: 32.7, max: Infinity },
] as const;

/** The grade for a speed; values between two table rows (e.g. 0.25) go to the higher grade (upper bounds decide). */
export function windScaleOf(speed: number) {
  return WIND_SCALE.find((w) => speed <= w.max) ?? WIND_SCALE[12];
}
