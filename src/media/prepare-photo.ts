// Photos made ready for the upload queue: EXIF rotation applied, at most 2560 px, re-encoded as JPEG without metadata.
import { MediaQueueError } from './media-queue-error';

/** The longest side a queued photo keeps, in pixels. */
export const MAX_PHOTO_SIDE = 2560;
/** JPEG quality of queued photos. */
export const PHOTO_QUALITY = 0.85;

/** A photo as queued: the new JPEG and its pixel size. */
export interface PreparedPhoto { blob: Blob; width: number; height: number }

/** A quarter turn clockwise (90), a half turn, or a quarter turn back (270 or -90). */
export type RotationAngle = 90 | 180 | 270 | -90;

/** The size that fits within `max` on its longest side, keeping the ratio (never enlarged, at least 1 px). */
export function fitWithin(width: number, height: number, max = MAX_PHOTO_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The size of a picture after a rotation: quarter turns swap width and height. */
export function rotatedSize(width: number, height: number, angle: RotationAngle): { width: number; height: number } {
  return angle === 180 ? { width, height } : { width: height, height: width };
}

const UNREADABLE = "This photo format can't be read on this device";

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // 'from-image' applies the EXIF orientation, so the pixels stand upright before EXIF is dropped.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC on a browser without a decoder lands here: the original, with its GPS data, is never queued.
    throw new MediaQueueError('photo-unreadable', UNREADABLE);
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws on a fresh canvas (OffscreenCanvas where there is one) and encodes JPEG: a new file with no EXIF at all. */
async function drawJpeg(width: number, height: number, draw: (context: Context2D) => void): Promise<Blob> {
  const canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new MediaQueueError('photo-unreadable', UNREADABLE);
  context.imageSmoothingQuality = 'high';
  draw(context);
  const blob = 'convertToBlob' in canvas
    ? await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY })
    : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
  if (!blob) throw new MediaQueueError('photo-unreadable', UNREADABLE);
  return blob;
}

/** Decodes a picked photo, scales it to fit 2560 px and re-encodes it as JPEG (location and device data dropped). */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await decode(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const blob = await drawJpeg(width, height, (context) => context.drawImage(bitmap, 0, 0, width, height));
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}

/** Turns a queued photo (already prepared, so upright and small enough) by a quarter or half turn. */
export async function rotatePhotoBlob(blob: Blob, angle: RotationAngle): Promise<PreparedPhoto> {
  const bitmap = await decode(blob);
  try {
    const { width, height } = rotatedSize(bitmap.width, bitmap.height, angle);
    const rotated = await drawJpeg(width, height, (context) => {
      context.translate(width / 2, height / 2);
      context.rotate((angle * Math.PI) / 180);
      context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    });
    return { blob: rotated, width, height };
  } finally {
    bitmap.close();
  }
}
