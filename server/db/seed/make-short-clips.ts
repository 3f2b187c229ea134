// Dev tool, run by hand (`npx tsx server/db/seed/make-short-clips.ts`): records the demo shorts' clips without ffmpeg,
// by headless Chromium's MediaRecorder filming an animated vertical canvas (a plant growing, leaves swaying, a light
// cycle), and writes them as WebM under server/db/seed/clips/ (each under 100 KB). The clips are committed; the seed
// only copies them (server/db/seed/shorts.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../../tests/helpers/chromium';
import { SHORT_CLIPS } from './shorts-clips';

const CLIPS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'clips');
const MAX_BYTES = 100 * 1024;

/** What one clip shows: background and leaf colours, and how many seconds it runs. */
interface Scene { sky: string; leaf: string; pot: string; seconds: number }
const SCENES: Record<(typeof SHORT_CLIPS)[number], Scene> = {
  'sprout.webm': { sky: '#1d2b3a', leaf: '#7bd36b', pot: '#a0522d', seconds: 4 },
  'veg.webm': { sky: '#2b3a1d', leaf: '#3fa34d', pot: '#6b4f3a', seconds: 4 },
  'flower.webm': { sky: '#3a1d33', leaf: '#c9a0dc', pot: '#5a4636', seconds: 4 },
  'harvest.webm': { sky: '#3a2e1d', leaf: '#d8b04a', pot: '#4a4a4a', seconds: 4 },
};

/** Runs in the page: animates a 270×480 canvas and records it; resolves to the WebM as base64. */
function record(scene: Scene): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 270;
  canvas.height = 480;
  document.body.append(canvas);
  const g = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 140_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const started = performance.now();
  const draw = () => {
    const t = (performance.now() - started) / 1000;
    const grow = Math.min(1, t / (scene.seconds * 0.8));
    g.fillStyle = scene.sky;
    g.fillRect(0, 0, 270, 480);
    // The lamp's glow pulses slowly.
    g.fillStyle = `rgba(255, 240, 180, ${0.15 + 0.1 * Math.sin(t * 2)})`;
    g.beginPath();
    g.arc(135, 40, 120, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = scene.pot;
    g.fillRect(90, 400, 90, 70);
    const height = 60 + 260 * grow;
    const sway = Math.sin(t * 3) * 8;
    g.strokeStyle = scene.leaf;
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(135, 400);
    g.quadraticCurveTo(135 + sway, 400 - height / 2, 135 + sway * 1.5, 400 - height);
    g.stroke();
    g.fillStyle = scene.leaf;
    for (let i = 1; i <= 6; i++) {
      const y = 400 - (height * i) / 7;
      const size = 14 + 16 * grow * (1 - i / 9);
      for (const side of [-1, 1]) {
        g.beginPath();
        g.ellipse(135 + sway * (i / 6) + side * size, y, size, size / 3, side * (0.5 + 0.1 * Math.sin(t * 4 + i)), 0, Math.PI * 2);
        g.fill();
      }
    }
    if (t < scene.seconds) requestAnimationFrame(draw);
    else recorder.stop();
  };
  return new Promise((resolve) => {
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      resolve(btoa(binary));
    };
    recorder.start(500);
    requestAnimationFrame(draw);
  });
}

async function main(): Promise<void> {
  await mkdir(CLIPS_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('globalThis.__name = (fn) => fn');
    for (const name of SHORT_CLIPS) {
      const webm = Buffer.from(await page.evaluate(record, SCENES[name]), 'base64');
      if (webm.length > MAX_BYTES) throw new Error(`${name} is ${webm.length} bytes, over ${MAX_BYTES}: lower the bit rate`);
      await writeFile(path.join(CLIPS_DIR, name), webm);
      console.log(`${name}: ${webm.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

await main();
