import type { CSSProperties, ReactNode } from 'react';

export const C = {
  text: '#e6f2ff',
  dim: '#8fb2d9',
  accent: '#3fd0ff',
  green: '#52e0a0',
  warn: '#ffb347',
  red: '#ff6b6b',
  border: 'rgba(63, 160, 255, 0.35)',
  panel: 'linear-gradient(180deg, rgba(16, 52, 102, 0.55), rgba(8, 28, 58, 0.55))',
};

/**
 * A bordered block of the big screen with its title bar. `empty`, when given, is said in place of the content: most
 * blocks have nothing to show until their data arrives or something is chosen for them.
 */
export function Panel({
  title,
  extra,
  empty,
  children,
  style,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  empty?: string | false;
  children: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', border: `1px solid ${C.border}`, background: C.panel, borderRadius: 6, boxShadow: 'inset 0 0 24px rgba(63,160,255,.12)', minHeight: 0, overflow: 'hidden', ...style }}
    >
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '8px 14px', borderBottom: `1px solid ${C.border}`, flex: 'none' }}>
        <span style={{ fontSize: 20, fontWeight: 600, color: C.accent, letterSpacing: 2 }}>▍{title}</span>
        {extra && <span style={{ fontSize: 14, color: C.dim }}>{extra}</span>}
      </header>
      <div style={{ flex: 1, minHeight: 0, padding: 12, overflow: 'hidden', position: 'relative' }}>{empty ? <Empty text={empty} /> : children}</div>
    </section>
  );
}

/** What a block shows while it has nothing (no data yet, nothing configured). */
export const Empty = ({ text }: { text: string }) => (
  <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: C.dim, fontSize: 18 }}>{text}</div>
);

/** Equal columns of tiles (figures, cameras, sensor cards). */
export const Columns = ({ cols, gap, children }: { cols: number; gap: number; children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, 1fr)`, gap }}>{children}</div>
);

/** A big figure with its label. */
export function Figure({ label, value, unit, color = C.accent }: { label: string; value: ReactNode; unit?: string; color?: string }) {
  return (
    <div style={{ textAlign: 'center', padding: '6px 4px' }}>
      <div style={{ fontSize: 34, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
        {value}
        {unit && <span style={{ fontSize: 16, marginLeft: 4, color: C.dim }}>{unit}</span>}
      </div>
      <div style={{ fontSize: 15, color: C.dim }}>{label}</div>
    </div>
  );
}

export const fmt = (v: number | null | undefined, digits = 1) => (v == null ? '—' : v.toLocaleString('zh-CN', { maximumFractionDigits: digits }));

/** The chart colours of the dark screen, whatever theme the console uses. */
export const axisStyle = {
  axisLabel: { color: C.dim, fontSize: 13 },
  axisLine: { lineStyle: { color: 'rgba(143,178,217,.4)' } },
  splitLine: { lineStyle: { color: 'rgba(143,178,217,.12)' } },
};
