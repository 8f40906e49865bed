import { useEffect, useRef, useState } from 'react';
import { useSettingsStore } from '@/lib/settings-store';
import type { EChartOption } from './echart-option';
import type { ECharts } from './echart-engine';

// ECharts (~210 kB gzip) is fetched when the first chart mounts, so a page paints its frame without waiting for it.
const loadEngine = () => import('./echart-engine');

/**
 * A small ECharts host: follows the console theme (dark/white, re-created on change), resizes with
 * its container (sidebar toggles, window, a kept-alive tab shown again) and disposes on unmount.
 */
export function EChart({ option, height = 320, label }: { option: EChartOption; height?: number; label?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  // The latest option, for a chart created after the engine arrives.
  const latest = useRef(option);
  const theme = useSettingsStore((s) => s.theme);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const node = el.current;
    if (!node) return;
    let disposed = false;
    let c: ECharts | undefined;
    let ro: ResizeObserver | undefined;
    loadEngine().then(
      ({ init }) => {
        if (disposed) return;
        c = init(node, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
        chart.current = c;
        c.setOption(latest.current, { notMerge: true });
        const instance = c;
        ro = new ResizeObserver(() => instance.resize());
        ro.observe(node);
      },
      () => {
        if (!disposed) setFailed(true);
      },
    );
    return () => {
      disposed = true;
      ro?.disconnect();
      c?.dispose();
      chart.current = null;
    };
  }, [theme]);

  // Declared after the init effect, so on a theme change it runs against the new instance.
  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(option, { notMerge: true });
  }, [option, theme]);

  if (failed) {
    return (
      <div role="alert" style={{ width: '100%', height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        图表组件加载失败，请刷新页面重试
      </div>
    );
  }
  return <div ref={el} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
