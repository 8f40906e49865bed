import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { Theme } from '@/lib/cookies';

/**
 * Brand greens (the logo's #1f8f4e family). The light theme's is darker so white text on primary buttons —
 * and on their hover and pressed shades — meets WCAG AA (4.5:1); the dark algorithm darkens its seed itself.
 */
export const BRAND_PRIMARY: Record<Theme, string> = { white: '#15733d', dark: '#1f8f4e' };

export function appTheme(theme: Theme): ThemeConfig {
  return {
    algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: BRAND_PRIMARY[theme], borderRadius: 6 },
  };
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = parseInt(hex.replace('#', '').slice(0, 6), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
