import { theme } from 'antd';
import { sparkGeometry, sparkSummary } from './spark-path';

/**
 * A one-hour trend drawn as SVG: the values page shows one per sensor (often 100+ rows), where a chart
 * instance per row would cost far more than the page itself. Full charts live on the history pages.
 */
export function Sparkline({ points, width = 140, height = 28, unit = '', quantity, stale = false }: { points: [number, number][]; width?: number; height?: number; unit?: string; quantity?: string; stale?: boolean }) {
  const { token } = theme.useToken();
  const g = sparkGeometry(points, unit, quantity, width, height);
  if (!g) return <span style={{ color: token.colorTextQuaternary, fontSize: 12 }}>数据不足</span>;
  const d = g.points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const color = stale ? token.colorWarning : token.colorPrimary;
  const last = g.points.at(-1)!;
  const summary = sparkSummary(points, unit, quantity);
  return (
    <svg width={width} height={height} role="img" aria-label={summary} style={{ display: 'block' }}>
      <title>{summary}</title>
      <polyline points={d} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
      <circle cx={last.x} cy={last.y} r={2.5} fill={color} />
    </svg>
  );
}
