// The poster frame of a short, taken on the device: the picked clip is decoded by a <video>, a frame near its start
// is drawn on a canvas and encoded as JPEG; the clip's length is read on the way (a short is short).
import { MAX_SHORT_SECONDS, POSTER_AT_SECONDS } from '@/domain/short/short-limits';

/** Longest side of the poster frame, in pixels. */
const POSTER_MAX_SIDE = 720;

export interface PosterFrame { blob: Blob; width: number; height: number; seconds: number | null }

/** Why a clip cannot be a short: the browser cannot play it, or it is too long. */
export class ClipError extends Error {
  constructor(readonly reason: 'unreadable' | 'too-long') {
    super(reason === 'unreadable' ? 'This file cannot be played here.' : `A short is at most ${MAX_SHORT_SECONDS} seconds long.`);
  }
}

function once(target: HTMLVideoElement, event: 'loadeddata' | 'seeked'): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new ClipError('unreadable')), { once: true });
  });
}

/** The poster frame and length of a clip; throws ClipError when it cannot be read or is too long. */
export async function takePosterFrame(file: Blob): Promise<PosterFrame> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    // A clip recorded by a browser may not say its length (Infinity): it is then taken as it comes.
    const seconds = Number.isFinite(video.duration) ? video.duration : null;
    if (seconds !== null && seconds > MAX_SHORT_SECONDS) throw new ClipError('too-long');
    if (seconds !== null) {
      const seeked = once(video, 'seeked');
      video.currentTime = Math.min(POSTER_AT_SECONDS, seconds / 2);
      await seeked;
    }
    const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
    const width = Math.max(1, Math.round(video.videoWidth * scale));
    const height = Math.max(1, Math.round(video.videoHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(video, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new ClipError('unreadable');
    return { blob, width, height, seconds };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
