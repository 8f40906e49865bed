/** A glyph for a QWeather icon code (the console carries no icon font): clear, cloud, rain, snow, fog, by day or night. */
export function weatherGlyph(icon: string): string {
  const c = Number(icon);
  if (c === 100) return '☀️';
  if (c === 150) return '🌙';
  if (c >= 101 && c <= 103) return '⛅';
  if (c >= 151 && c <= 153) return '☁️';
  if (c === 104) return '☁️';
  if (c >= 300 && c <= 304) return '⛈️';
  if (c >= 305 && c < 400) return '🌧️';
  if (c >= 400 && c < 500) return '❄️';
  if (c >= 500 && c < 600) return '🌫️';
  return '🌡️';
}

/** 「3级 东南」 */
export const windText = (scale: number, dir: string) => `${dir} ${scale}级`;
