import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useSettingsStore } from '../../lib/settings-store';
import type { EChartOption } from './echart-option';

// Only what the console's charts use: the full echarts bundle is ~700 kB gzip.
echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  TitleComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

/**
 * A small ECharts host: follows the console theme (dark/white, re-created on change), resizes with
 * its container (sidebar toggles, window, a kept-alive tab shown again) and disposes on unmount.
 */
export function EChart({ option, height = 320, label }: { option: EChartOption; height?: number; label?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const theme = useSettingsStore((s) => s.theme);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    const c = echarts.init(node, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    chart.current = c;
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(node);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [theme]);

  // Declared after the init effect, so on a theme change it runs against the new instance.
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option, theme]);

  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
