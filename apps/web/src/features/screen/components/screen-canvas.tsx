import { useEffect, useState, type ReactNode } from 'react';

export const CANVAS_W = 1920;
export const CANVAS_H = 1080;

const scaleOf = () => Math.min(window.innerWidth / CANVAS_W, window.innerHeight / CANVAS_H);

/**
 * The screens are laid out once, on a fixed 1920×1080 canvas, scaled by transform to the window and
 * letterboxed: the same picture on 1280×720, 1920×1080 or 3840×2160, never a scrollbar.
 */
export function ScreenCanvas({ children }: { children: ReactNode }) {
  const [scale, setScale] = useState(scaleOf);
  useEffect(() => {
    const on = () => setScale(scaleOf());
    window.addEventListener('resize', on);
    const html = document.documentElement.style;
    const prev = html.overflow;
    html.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', on);
      html.overflow = prev;
    };
  }, []);
  return (
    <div data-testid="screen-viewport" style={{ position: 'fixed', inset: 0, background: '#020b18', overflow: 'hidden' }}>
      <div
        data-testid="screen-canvas"
        style={{
          position: 'absolute',
          width: CANVAS_W,
          height: CANVAS_H,
          left: (window.innerWidth - CANVAS_W * scale) / 2,
          top: (window.innerHeight - CANVAS_H * scale) / 2,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          background: 'radial-gradient(ellipse at 50% 0%, #0d2c55 0%, #061428 55%, #030c1a 100%)',
          color: '#e6f2ff',
          fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
          overflow: 'hidden',
        }}
      >
        {children}
      </div>
    </div>
  );
}
