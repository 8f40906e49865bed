import sharp from 'sharp';

const W = 640;
const H = 360;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small deterministic generator, so each camera shows its own room and the picture only moves with time. */
function rand(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A picture of a grow room as a camera would see it: racks in perspective with LED bars and plants, the lights'
 * glow breathing with the seconds (so a viewer sees it is live), the room's name and the time stamp a real
 * camera burns in (in ASCII: servers often have no CJK font; the page shows the Chinese name beside it). Rendered from SVG by sharp; about 20–40 kB of JPEG.
 */
export async function demoRoomPicture(o: { label: string; seed: number; now: Date; timeZone: string }): Promise<Buffer> {
  const r = rand(o.seed * 7919);
  const t = o.now.getTime() / 1000;
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: o.timeZone, hour: '2-digit', hourCycle: 'h23' }).format(o.now));
  // Lights run 06:00–22:00 as the demo strategies do.
  const lit = hour >= 6 && hour < 22;
  const glow = lit ? 0.55 + 0.1 * Math.sin(t / 3) : 0.08;
  const stamp = new Intl.DateTimeFormat('zh-CN', { timeZone: o.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(o.now);
  const racks: string[] = [];
  const rackCount = 3 + Math.floor(r() * 2);
  for (let i = 0; i < rackCount; i++) {
    const x = 40 + i * ((W - 80) / rackCount);
    const w = (W - 80) / rackCount - 30;
    for (let layer = 0; layer < 4; layer++) {
      const y = 70 + layer * 66;
      racks.push(`<rect x="${x}" y="${y}" width="${w}" height="6" fill="#9aa4ae"/>`);
      racks.push(`<rect x="${x + 4}" y="${y + 8}" width="${w - 8}" height="4" fill="${lit ? '#f4d3ff' : '#3a3f47'}" opacity="${lit ? 0.95 : 1}"/>`);
      if (lit) racks.push(`<rect x="${x}" y="${y + 12}" width="${w}" height="40" fill="url(#led)" opacity="${glow.toFixed(2)}"/>`);
      const plants = 5 + Math.floor(r() * 4);
      for (let p = 0; p < plants; p++) {
        const px = x + 8 + (p * (w - 16)) / plants + r() * 4;
        const size = 8 + r() * 9 + Math.sin(t / 5 + p + layer) * 0.6;
        const green = ['#3c9a3e', '#4caf50', '#6abf45', '#2e8b57'][Math.floor(r() * 4)];
        racks.push(`<ellipse cx="${px.toFixed(1)}" cy="${(y + 58 - size / 2).toFixed(1)}" rx="${(size * 0.75).toFixed(1)}" ry="${(size / 2).toFixed(1)}" fill="${green}"/>`);
      }
      racks.push(`<rect x="${x}" y="${y + 58}" width="${w}" height="5" fill="#d8dde3"/>`);
    }
    racks.push(`<rect x="${x - 3}" y="64" width="4" height="276" fill="#7b858f"/><rect x="${x + w - 1}" y="64" width="4" height="276" fill="#7b858f"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="led" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d86bff"/><stop offset="1" stop-color="#d86bff" stop-opacity="0"/></linearGradient>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lit ? '#2a2234' : '#0e1116'}"/><stop offset="1" stop-color="${lit ? '#3b3346' : '#171b22'}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect y="${H - 24}" width="${W}" height="24" fill="#4a4f57"/>
${racks.join('')}
<rect x="0" y="0" width="${W}" height="28" fill="#000" opacity="0.45"/>
<text x="10" y="19" font-family="sans-serif" font-size="15" fill="#ffffff">${esc(o.label)}</text>
<text x="${W - 10}" y="19" font-family="monospace" font-size="15" fill="#ffffff" text-anchor="end">${esc(stamp)}</text>
<circle cx="${W - 16}" cy="${H - 12}" r="5" fill="${Math.floor(t) % 2 === 0 ? '#ff4d4f' : '#7a1f20'}"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
}
