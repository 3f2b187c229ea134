// Draws the demo pictures as SVG: plants by phase (seedling, veg, flowering, harvest) and avatars.
// Shapes and gradients only, no text, so rendering needs no fonts.
import type { Rng } from './prng';

export type Phase = 'germination' | 'vegetation' | 'flowering' | 'harvest';

const VIEW_W = 400;
const VIEW_H = 300;

/** A cannabis leaf of five to seven leaflets pointing up from the origin. */
const LEAF = `<g id="leaf">${[-75, -45, -20, 0, 20, 45, 75]
  .map((angle) => {
    const length = 24 - Math.abs(angle) / 6;
    return `<ellipse cx="0" cy="${-length}" rx="${(length / 5).toFixed(1)}" ry="${length.toFixed(1)}" transform="rotate(${angle})"/>`;
  })
  .join('')}</g>`;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

function leafAt(x: number, y: number, angle: number, scale: number, fill: string): string {
  return `<use href="#leaf" fill="${fill}" transform="translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${angle.toFixed(0)}) scale(${scale.toFixed(2)})"/>`;
}

/** A bud: a cluster of calyx circles with pistil hairs. */
function bud(rng: Rng, x: number, y: number, size: number, calyx: string, hair: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    parts.push(`<circle cx="${(x + rng.float(-size, size, 1) * 0.6).toFixed(1)}" cy="${(y + rng.float(-size * 1.4, size * 1.2, 1) * 0.7).toFixed(1)}" r="${(size * rng.float(0.35, 0.6, 2)).toFixed(1)}" fill="${calyx}"/>`);
  }
  for (let i = 0; i < 7; i++) {
    const hx = x + rng.float(-size, size, 1) * 0.7;
    const hy = y + rng.float(-size * 1.3, size, 1) * 0.7;
    parts.push(`<path d="M${hx.toFixed(1)} ${hy.toFixed(1)} q${rng.float(-3, 3, 1)} ${rng.float(-5, -2, 1)} ${rng.float(-4, 4, 1)} ${rng.float(-6, -3, 1)}" stroke="${hair}" stroke-width="0.8" fill="none" stroke-linecap="round"/>`);
  }
  return parts.join('');
}

function tentBackground(rng: Rng, lampHue: number): string {
  const seams = Array.from({ length: 5 }, (_, i) => `<rect x="${i * 80 + rng.int(30, 50)}" y="0" width="1.5" height="${VIEW_H}" fill="#8a9298" opacity="0.5"/>`).join('');
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3e7ea"/><stop offset="0.5" stop-color="#b7bec4"/><stop offset="1" stop-color="#8b949b"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0" r="0.9"><stop offset="0" stop-color="${hsl(lampHue, 80, 88)}" stop-opacity="0.9"/><stop offset="1" stop-color="${hsl(lampHue, 60, 70)}" stop-opacity="0"/></radialGradient></defs>
<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#wall)"/>${seams}
<rect x="0" y="0" width="${VIEW_W}" height="${VIEW_H * 0.8}" fill="url(#glow)"/>
<rect x="${rng.int(90, 130)}" y="8" width="${rng.int(140, 180)}" height="14" rx="3" fill="#2a2d30"/>`;
}

function pot(x: number, y: number, width: number, color: string): string {
  const h = width * 0.8;
  return `<path d="M${x - width / 2} ${y} L${x + width / 2} ${y} L${x + width * 0.4} ${y + h} L${x - width * 0.4} ${y + h} Z" fill="${color}"/>
<ellipse cx="${x}" cy="${y}" rx="${width / 2}" ry="${width / 10}" fill="#4a3322"/>`;
}

/** A plant in a pot; `flowers` adds buds at the branch tips. */
function plant(rng: Rng, x: number, ground: number, height: number, leafColor: string, flowers?: { calyx: string; hair: string }): string {
  const top = ground - height;
  const parts = [`<path d="M${x} ${ground} Q${x + rng.int(-8, 8)} ${(ground + top) / 2} ${x} ${top}" stroke="#5f7f3a" stroke-width="${(height / 40).toFixed(1)}" fill="none"/>`];
  const nodes = Math.max(3, Math.round(height / 22));
  for (let i = 1; i <= nodes; i++) {
    const y = ground - (height * i) / (nodes + 0.5);
    const spread = (1 - i / (nodes + 1)) * height * 0.45 + 10;
    const scale = 0.6 + (1 - i / (nodes + 1)) * 0.9;
    for (const side of [-1, 1]) {
      parts.push(leafAt(x + side * spread * 0.5, y, side * rng.int(35, 70), scale, leafColor));
      if (flowers) parts.push(bud(rng, x + side * spread * 0.55, y - 12 * scale, 7 + scale * 3, flowers.calyx, flowers.hair));
    }
  }
  parts.push(flowers ? bud(rng, x, top, 16, flowers.calyx, flowers.hair) : leafAt(x, top + 4, 0, 0.7, leafColor));
  return parts.join('');
}

function germinationScene(rng: Rng): string {
  if (rng.chance(0.4)) {
    // Seeds with taproots on a damp paper towel.
    const seeds = Array.from({ length: rng.int(3, 6) }, () => {
      const x = rng.int(80, 320);
      const y = rng.int(90, 220);
      return `<path d="M${x} ${y} q${rng.int(-20, 20)} ${rng.int(15, 30)} ${rng.int(-10, 10)} ${rng.int(35, 60)}" stroke="#f4f1e6" stroke-width="2.2" fill="none" stroke-linecap="round"/>
<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="${hsl(30, 35, rng.int(28, 40))}" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
    }).join('');
    return `<rect width="${VIEW_W}" height="${VIEW_H}" fill="${hsl(200, 10, rng.int(30, 45))}"/>
<rect x="40" y="40" width="320" height="230" rx="6" fill="#f7f5ee"/><rect x="40" y="40" width="320" height="230" rx="6" fill="${hsl(200, 30, 85)}" opacity="0.35"/>${seeds}`;
  }
  const leaf = hsl(rng.int(80, 100), 55, rng.int(55, 68));
  const x = rng.int(150, 250);
  const stem = rng.int(25, 50);
  return `${tentBackground(rng, rng.int(260, 300))}${pot(x, 230, 70, hsl(rng.int(20, 40), 40, 30))}
<path d="M${x} 230 q3 ${-stem / 2} 0 ${-stem}" stroke="#9dbb5e" stroke-width="3" fill="none"/>
<ellipse cx="${x - 12}" cy="${230 - stem}" rx="13" ry="6" fill="${leaf}" transform="rotate(-20 ${x - 12} ${230 - stem})"/>
<ellipse cx="${x + 12}" cy="${230 - stem}" rx="13" ry="6" fill="${leaf}" transform="rotate(20 ${x + 12} ${230 - stem})"/>
${rng.chance(0.6) ? leafAt(x, 226 - stem, 0, 0.45, hsl(100, 55, 45)) : ''}`;
}

function grownScene(rng: Rng, flowering: boolean): string {
  const count = rng.int(1, 3);
  const lampHue = flowering ? rng.int(20, 45) : rng.int(270, 310);
  const leafHue = flowering ? rng.int(85, 110) : rng.int(95, 125);
  const hair = rng.pick(['#e07b29', '#f2f2f2', '#d9642b', '#8e44ad']);
  const calyx = hsl(rng.int(75, 95), 45, rng.int(55, 70));
  const plants = Array.from({ length: count }, (_, i) => {
    const x = (VIEW_W / (count + 1)) * (i + 1) + rng.int(-15, 15);
    const height = flowering ? rng.int(150, 190) : rng.int(80, 170);
    return `${plant(rng, x, 245, height, hsl(leafHue, rng.int(40, 60), rng.int(25, 38)), flowering ? { calyx, hair } : undefined)}${pot(x, 245, 60, rng.pick(['#2b2b2b', '#3a3a3a', '#a85a32']))}`;
  }).join('');
  return `${tentBackground(rng, lampHue)}${plants}`;
}

function harvestScene(rng: Rng): string {
  const wood = hsl(rng.int(22, 32), 40, rng.int(28, 38));
  const dried = hsl(rng.int(60, 75), 35, rng.int(30, 40));
  const hair = rng.pick(['#c0662b', '#a0522d', '#8e44ad']);
  if (rng.chance(0.5)) {
    // Branches hanging upside down on a drying line.
    const count = rng.int(3, 6);
    const branches = Array.from({ length: count }, (_, i) => {
      const x = (VIEW_W / (count + 1)) * (i + 1);
      const length = rng.int(90, 170);
      const buds = Array.from({ length: 4 }, (_, k) => bud(rng, x + rng.int(-6, 6), 40 + (length * (k + 1)) / 4, 12, dried, hair)).join('');
      return `<path d="M${x} 30 L${x + rng.int(-5, 5)} ${30 + length}" stroke="#6b5a3a" stroke-width="2"/>${buds}`;
    }).join('');
    return `<rect width="${VIEW_W}" height="${VIEW_H}" fill="${hsl(30, 10, rng.int(14, 22))}"/><line x1="0" y1="30" x2="${VIEW_W}" y2="30" stroke="#ccc" stroke-width="1.5"/>${branches}`;
  }
  const count = rng.int(2, 4);
  const jars = Array.from({ length: count }, (_, i) => {
    const x = (VIEW_W / (count + 1)) * (i + 1);
    const buds = Array.from({ length: 5 }, () => bud(rng, x + rng.int(-16, 16), rng.int(180, 222), 14, dried, hair)).join('');
    return `${buds}<rect x="${x - 32}" y="140" width="64" height="100" rx="10" fill="#dff3ff" fill-opacity="0.22" stroke="#eef8ff" stroke-opacity="0.8" stroke-width="2"/>
<rect x="${x - 28}" y="126" width="56" height="16" rx="3" fill="${rng.pick(['#b8860b', '#404040', '#c0c0c0'])}"/>`;
  }).join('');
  return `<defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(30, 15, 75)}"/><stop offset="0.55" stop-color="${hsl(30, 12, 60)}"/><stop offset="0.56" stop-color="${wood}"/><stop offset="1" stop-color="${hsl(25, 40, 20)}"/></linearGradient></defs>
<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#table)"/>${jars}`;
}

/** A grow photo of the phase; portrait pictures are the same scene turned on its side canvas. */
export function photoSvg(rng: Rng, phase: Phase, width: number, height: number): string {
  const scene = phase === 'germination' ? germinationScene(rng)
    : phase === 'harvest' ? harvestScene(rng)
    : grownScene(rng, phase === 'flowering');
  // Portrait canvases show the middle of the scene, like a phone held upright.
  const viewBox = width >= height ? `0 0 ${VIEW_W} ${VIEW_H}` : `${(VIEW_W - VIEW_H * 0.75) / 2} 0 ${VIEW_H * 0.75} ${VIEW_H}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${LEAF}</defs>${scene}</svg>`;
}

/** A square avatar: a coloured disc with a leaf or simple shapes. */
export function avatarSvg(rng: Rng, size: number): string {
  const hue = rng.int(0, 359);
  const mark = rng.chance(0.6)
    ? leafAt(50, 72, 0, 1.3, hsl((hue + 150) % 360, 55, 35))
    : `<circle cx="${rng.int(35, 65)}" cy="${rng.int(35, 65)}" r="${rng.int(14, 24)}" fill="${hsl((hue + 180) % 360, 60, 45)}"/><rect x="${rng.int(20, 50)}" y="${rng.int(45, 65)}" width="${rng.int(20, 40)}" height="${rng.int(10, 20)}" rx="4" fill="${hsl((hue + 90) % 360, 50, 60)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><defs>${LEAF}<radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${hsl(hue, 70, 80)}"/><stop offset="1" stop-color="${hsl(hue, 55, 50)}"/></radialGradient></defs><rect width="100" height="100" fill="url(#bg)"/>${mark}</svg>`;
}

/** An ad banner's picture: a brand-coloured gradient with leaves and soft discs; the words are the page's own text. */
export function bannerSvg(rng: Rng, width: number, height: number, hue: number): string {
  const discs = Array.from({ length: 6 }, () =>
    `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${rng.int(Math.round(height / 6), Math.round(height / 2))}" fill="${hsl((hue + rng.int(-30, 30) + 360) % 360, 60, rng.int(55, 80))}" opacity="0.35"/>`).join('');
  const unit = Math.min(width, height);
  const leaves = Array.from({ length: rng.int(3, 6) }, () =>
    leafAt(rng.int(Math.round(width * 0.55), width), rng.int(Math.round(height * 0.4), height), rng.int(-50, 50), (unit / 60) * rng.float(0.7, 1.4, 2), hsl((hue + 120) % 360, 50, rng.int(25, 40)))).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${LEAF}<linearGradient id="ad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 88)}"/><stop offset="1" stop-color="${hsl((hue + 40) % 360, 55, 62)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#ad)"/>${discs}${leaves}</svg>`;
}
