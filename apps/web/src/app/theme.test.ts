import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { appTheme, contrastRatio } from './theme';

/** Expands a short #rgb (antd writes white as #fff) so the contrast maths reads it. */
const full = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

describe('theme colours', () => {
  it('computes WCAG contrast like the reference values', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('light theme: white text on primary buttons (normal, hover, pressed) meets AA 4.5:1', () => {
    const t = theme.getDesignToken(appTheme('white'));
    for (const bg of [t.colorPrimary, t.colorPrimaryHover, t.colorPrimaryActive]) {
      expect(contrastRatio(full(t.colorTextLightSolid), full(bg)), bg).toBeGreaterThanOrEqual(4.5);
    }
    // Primary-coloured text (selected tabs, menu items) on the white page reads as well.
    expect(contrastRatio(full(t.colorPrimary), full(t.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
  });

  it('dark theme: white text on primary buttons meets AA 4.5:1', () => {
    const t = theme.getDesignToken(appTheme('dark'));
    expect(contrastRatio(full(t.colorTextLightSolid), full(t.colorPrimary))).toBeGreaterThanOrEqual(4.5);
  });
});
