// Renders the demo picture pools once into uploads/: photos per phase in four sizes, and avatars.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { avatarFiles, photoFiles, storeAvatar, storePhoto } from '../../media/image-sizes';
import { AVATAR_POOL_SIZE } from './catalogue';
import { PHOTO_VARIANTS } from './diaries';
import { createRng } from './prng';
import { avatarSvg, photoSvg, type Phase } from './svg-scenes';

const PHASE_BY_FAZA: Record<number, Phase> = { [-1]: 'germination', 0: 'vegetation', 1: 'flowering', 2: 'harvest' };
const PHASES: Phase[] = ['germination', 'vegetation', 'flowering', 'harvest'];
const LONG_SIDE = 2048;
const SHORT_SIDE = 1536;
const AVATAR_SIDE = 400;
// Two pictures at a time: this is a two-core machine and sharp threads inside each.
const CONCURRENCY = 4;

export interface PoolPhoto {
  file: string;
  width: number;
  height: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The pool picture a photo of the phase and variant uses; every fourth variant is portrait. */
export function poolPhoto(faza: number, variant: number, poolSize: number): PoolPhoto {
  const v = variant % poolSize;
  const portrait = v % 4 === 3;
  return {
    file: `photos/demo-${PHASE_BY_FAZA[faza] ?? 'vegetation'}-${pad(v)}`,
    width: portrait ? SHORT_SIDE : LONG_SIDE,
    height: portrait ? LONG_SIDE : SHORT_SIDE,
  };
}

export function poolAvatar(index: number): string {
  return `avatars/demo-${pad(index % AVATAR_POOL_SIZE)}`;
}

async function inBatches(jobs: (() => Promise<void>)[]): Promise<void> {
  for (let i = 0; i < jobs.length; i += CONCURRENCY) {
    await Promise.all(jobs.slice(i, i + CONCURRENCY).map((job) => job()));
  }
}

const allExist = (uploadsDir: string, files: string[]) => files.every((f) => existsSync(path.join(uploadsDir, f)));

/** Rasterises an SVG once, so the sizes resize pixels instead of redrawing the vector scene. */
export async function rasterise(svg: string): Promise<Sharp> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** Draws the missing pool pictures; `poolSize` variants per phase (tests use a small pool). */
export async function renderImagePools(uploadsDir: string, poolSize = PHOTO_VARIANTS): Promise<void> {
  const photoJobs = PHASES.flatMap((phase, p) => Array.from({ length: poolSize }, (_, v) => async () => {
    const { file, width, height } = poolPhoto(p - 1, v, poolSize);
    if (allExist(uploadsDir, photoFiles(file))) return;
    const svg = photoSvg(createRng(1000 * (p + 1) + v), phase, width, height);
    await storePhoto(await rasterise(svg), uploadsDir, file);
  }));
  const avatarJobs = Array.from({ length: AVATAR_POOL_SIZE }, (_, i) => async () => {
    const file = poolAvatar(i);
    if (allExist(uploadsDir, avatarFiles(file))) return;
    await storeAvatar(await rasterise(avatarSvg(createRng(5000 + i), AVATAR_SIDE)), uploadsDir, file);
  });
  await inBatches([...photoJobs, ...avatarJobs]);
}
