import { theme } from 'antd';

/**
 * A one-hour trend drawn as SVG: the values page shows one per sensor (often 100+ rows), where a chart
 * instance per row would cost far more than the page itself. Full charts live on the history pages.
 */
export function Sparkline({ points, width = 140, height = 28, unit = '', stale = false }: { points: [number, number][]; width?: number; height?: number; unit?: string; stale?: boolean }) {
  const { token } = theme.useToken();
  if (points.length < 2) return <span style={{ color: token.colorTextQuaternary, fontSize: 12 }}>数据不足</span>;
  const ts = points.map((p) => p[0]);
  const vs = points.map((p) => p[1]);
  const [t0, t1] = [Math.min(...ts), Math.max(...ts)];
  const [lo, hi] = [Math.min(...vs), Math.max(...vs)];
  const x = (t: number) => (t1 === t0 ? width : ((t - t0) / (t1 - t0)) * (width - 4) + 2);
  const y = (v: number) => (hi === lo ? height / 2 : height - 3 - ((v - lo) / (hi - lo)) * (height - 6));
  const d = points.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const color = stale ? token.colorWarning : token.colorPrimary;
  const last = points.at(-1)!;
  return (
    <svg width={width} height={height} role="img" aria-label={`近一小时 ${lo}–${hi}${unit}`} style={{ display: 'block' }}>
      <title>{`近一小时：最低 ${lo}${unit}，最高 ${hi}${unit}`}</title>
      <polyline points={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      <circle cx={x(last[0])} cy={y(last[1])} r={2.5} fill={color} />
    </svg>
  );
}
