/** A small line of daily values in inline SVG: the public page stays light (no chart library on a phone). */
export function TraceSpark({ values, color, unit, label }: { values: (number | null)[]; color: string; unit: string; label: string }) {
  const v = values.filter((x): x is number => x !== null);
  if (v.length < 2) return null;
  const [min, max] = [Math.min(...v), Math.max(...v)];
  const span = max - min || 1;
  const w = 300;
  const h = 48;
  const pts = values
    .map((x, i) => (x === null ? null : `${((i / (values.length - 1)) * w).toFixed(1)},${(h - 4 - ((x - min) / span) * (h - 8)).toFixed(1)}`))
    .filter(Boolean)
    .join(' ');
  return (
    <div className="tr-spark">
      <div className="tr-spark-head">
        <span>{label}</span>
        <span>
          {min.toFixed(1)}–{max.toFixed(1)} {unit}
        </span>
      </div>
      <svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" role="img" aria-label={`${label}每日变化`}>
        <polyline points={pts} fill="none" stroke={color} strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </div>
  );
}
