// Stores an uploaded or rotated photo, or an uploaded avatar, safely: content check, pixel limit, all sizes under a new random name.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { detectImage } from './magic-bytes';
import { avatarFiles, bigPhotoFile, photoFiles, storeAvatar, storePhoto } from './image-sizes';

/** Largest picture decoded, in pixels: bigger ones answer 413 before any decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** A photo written to disk: its base path under uploads and the pixel size of its largest stored size. */
export interface StoredPhoto {
  file: string;
  width: number;
  height: number;
}

const notAPicture = () => unsupportedMediaType('The file is not a JPEG, PNG, WebP, AVIF or GIF picture, or it is damaged.');

/** A new unguessable base path for a photo's files (photos/<32 hex>). */
function newPhotoBase(): string {
  return `photos/${randomBytes(16).toString('hex')}`;
}

/** Deletes every size of a photo; missing files are fine. */
export async function removePhotoFiles(uploadsDir: string, base: string): Promise<void> {
  await Promise.all(photoFiles(base).map((file) => rm(path.join(uploadsDir, file), { force: true })));
}

/** Deletes every size of each of the photos. */
export async function removeAllPhotoFiles(uploadsDir: string, bases: string[]): Promise<void> {
  await Promise.all(bases.map((base) => removePhotoFiles(uploadsDir, base)));
}

/** Writes the sizes of an image under a new base; when that fails, removes what it wrote and throws `failure(error)`. */
async function storeSizes(image: Sharp, uploadsDir: string, failure: (error: unknown) => unknown): Promise<StoredPhoto> {
  const file = newPhotoBase();
  try {
    return { file, ...(await storePhoto(image, uploadsDir, file)) };
  } catch (error) {
    await removePhotoFiles(uploadsDir, file);
    throw failure(error);
  }
}

/**
 * Opens an uploaded picture for decoding: 415 unless its first bytes are JPEG, PNG, WebP, AVIF or GIF (a GIF
 * keeps its first frame) or when its header cannot be read; 413 above MAX_INPUT_PIXELS (photos and avatars).
 */
export async function openUploadedPicture(bytes: Buffer): Promise<Sharp> {
  if (!detectImage(bytes)) throw notAPicture();
  // The header alone tells the size, so a huge picture is refused before any decoding.
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => {
    throw notAPicture();
  });
  if (width * height > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(`The picture has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * Stores an uploaded picture (checked by openUploadedPicture; 415 when it cannot be decoded). Turned upright
 * by its EXIF orientation, written as JPEG without any metadata.
 */
export async function storeUploadedPhoto(bytes: Buffer, uploadsDir: string): Promise<StoredPhoto> {
  return storeSizes(await openUploadedPicture(bytes), uploadsDir, notAPicture);
}

/** Stores an uploaded avatar's three square sizes under a new avatars/u<32 hex> base; 415 when it cannot be decoded. */
export async function storeUploadedAvatar(bytes: Buffer, uploadsDir: string): Promise<string> {
  const image = await openUploadedPicture(bytes);
  const base = `avatars/u${randomBytes(16).toString('hex')}`;
  try {
    await storeAvatar(image, uploadsDir, base);
    return base;
  } catch {
    await removeAvatarFiles(uploadsDir, base);
    throw notAPicture();
  }
}

/**
 * An uploaded avatar as the files of a write (runIdempotentWithFiles): stored before the transaction, removed if it
 * fails, and the `previous` avatar's files removed once it commits.
 */
export async function replacingAvatar(bytes: Buffer, uploadsDir: string, previous: string | null) {
  const base = await storeUploadedAvatar(bytes, uploadsDir);
  return {
    value: base,
    discard: () => removeAvatarFiles(uploadsDir, base),
    committed: async () => {
      if (previous) await removeAvatarFiles(uploadsDir, previous);
    },
  };
}

/** Deletes every size of an uploaded avatar; the demo pool's shared avatars are never deleted. */
export async function removeAvatarFiles(uploadsDir: string, base: string): Promise<void> {
  if (!base.startsWith('avatars/u')) return;
  await Promise.all(avatarFiles(base).map((file) => rm(path.join(uploadsDir, file), { force: true })));
}

/** Stores a photo turned clockwise by `angle` degrees, from its largest stored size, under a new base. */
export async function storeRotatedPhoto(uploadsDir: string, base: string, angle: 90 | 180 | 270): Promise<StoredPhoto> {
  return storeSizes(sharp(path.join(uploadsDir, bigPhotoFile(base))).rotate(angle), uploadsDir, (error) => error);
}
