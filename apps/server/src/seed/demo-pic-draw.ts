import { prng, seedOf } from './prng.js';

export const DEMO_PIC_W = 640;
export const DEMO_PIC_H = 480;

/**
 * A demo photo as SVG: a tray of 4 × 3 dishes seen from above, each with a few plants whose leaves grow with the
 * batch's age (`age` days since sowing); a pest photo adds brown and yellow leaf spots. The same key always draws
 * the same picture.
 */
export function demoPicSvg(key: string, age: number, pest: boolean): string {
  const rng = prng(seedOf('demo-pic', key));
  const grown = Math.min(1, Math.max(0.08, age / 35));
  const parts: string[] = [`<rect width="${DEMO_PIC_W}" height="${DEMO_PIC_H}" fill="#d9dde0"/>`, `<rect x="20" y="20" width="600" height="440" rx="12" fill="#f4f5f2"/>`];
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) {
      const cx = 95 + col * 150;
      const cy = 95 + row * 145;
      parts.push(`<circle cx="${cx}" cy="${cy}" r="62" fill="#e9ebe4" stroke="#b9beb3" stroke-width="3"/>`);
      for (let p = 0; p < 4; p++) {
        const px = cx + (p % 2 ? 22 : -22) + rng.range(-4, 4);
        const py = cy + (p < 2 ? -22 : 22) + rng.range(-4, 4);
        const leaf = 6 + 30 * grown * rng.range(0.85, 1.1);
        const green = `hsl(${Math.round(rng.range(95, 125))},${Math.round(rng.range(45, 65))}%,${Math.round(rng.range(32, 46))}%)`;
        for (let l = 0; l < 5; l++) {
          const a = (l * 72 + rng.range(0, 30)) % 360;
          parts.push(`<ellipse cx="${px}" cy="${py - leaf / 2}" rx="${(leaf * 0.42).toFixed(1)}" ry="${(leaf / 2).toFixed(1)}" fill="${green}" transform="rotate(${a.toFixed(0)} ${px.toFixed(1)} ${py.toFixed(1)})"/>`);
        }
        if (pest && rng.chance(0.6))
          for (let s = 0; s < 3; s++)
            parts.push(
              `<circle cx="${(px + rng.range(-leaf, leaf) * 0.6).toFixed(1)}" cy="${(py + rng.range(-leaf, leaf) * 0.6).toFixed(1)}" r="${rng.range(1.5, 4).toFixed(1)}" fill="${rng.chance(0.5) ? '#7a4a1e' : '#c9b236'}" opacity="0.85"/>`,
            );
      }
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PIC_W}" height="${DEMO_PIC_H}">${parts.join('')}</svg>`;
}
