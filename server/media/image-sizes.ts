// Stored image sizes: file names, public URLs and writing every size of a picture with sharp.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { DERIVED_SIZES, hasDerivedSize, PHOTO_SIZES, PHOTO_SUFFIX, SIZED_FILE, type DerivedSize, type PhotoSizeName } from '../../src/domain/photo/photo-sizes';

/** URL prefix under which MEDIA_DIR (DATA_DIR/uploads by default) is served. */
const UPLOADS_URL = '/uploads';

/** Avatar square sizes in pixels. */
export const AVATAR_SIZES = { avatar: 200, avatar_small: 64, avatar_little: 32 } as const;
type AvatarSizeName = keyof typeof AVATAR_SIZES;

const JPEG = { quality: 78, progressive: true, mozjpeg: false } as const;

/** The WebP twin of each photo size: at quality 75 still as faithful as the JPEG (PSNR 38.7 against 38.6 dB on the demo
 * photos) in 51% of its bytes (quality 80: 39.7 dB in 60%, the largest picture of a diary's first screen a round trip
 * more on a slow phone); sent instead of the JPEG to browsers that accept it (server/http/photo-twins.ts). */
const WEBP = { quality: 75, effort: 2 } as const;

/** The API's four sizes of a photo, by file suffix and longest side. */
const API_SIZES = (Object.keys(PHOTO_SIZES) as PhotoSizeName[]).map((size) => ({ suffix: PHOTO_SUFFIX[size], length: PHOTO_SIZES[size] }));

/** Every stored size's suffix: the API's four and the app's own (a photo too small for one has no file of it). */
const STORED_SUFFIXES = [...API_SIZES.map(({ suffix }) => suffix), ...DERIVED_SIZES.map(({ suffix }) => suffix)];

/** File name (relative to uploads) of one size of a photo stored under `base`: its JPEG, or its WebP twin. */
function photoFile(base: string, suffix: string, format: 'jpg' | 'webp' = 'jpg'): string {
  return `${base}_${suffix}.${format}`;
}

/** The path of the WebP twin of a photo size's JPEG path (a file or a URL), or null for any other path. */
export function webpTwinOf(jpegPath: string): string | null {
  return SIZED_FILE.test(jpegPath) ? jpegPath.replace(/\.jpg$/, '.webp') : null;
}

function avatarFile(base: string, size: AvatarSizeName): string {
  return `${base}_${AVATAR_SIZES[size]}.jpg`;
}

/** The public URL of a file under uploads. */
export function uploadUrl(file: string): string {
  return `${UPLOADS_URL}/${file}`;
}

/** The file under uploads of a public URL made by uploadUrl, or null for any other URL. */
export function uploadedFileOf(url: string): string | null {
  return url.startsWith(`${UPLOADS_URL}/`) ? url.slice(UPLOADS_URL.length + 1) : null;
}

/** The four public URLs of a photo stored under `base`. */
export function photoUrls(base: string): Record<PhotoSizeName, string> {
  return {
    size_s: uploadUrl(photoFile(base, PHOTO_SUFFIX.size_s)),
    size_m: uploadUrl(photoFile(base, PHOTO_SUFFIX.size_m)),
    size_xl: uploadUrl(photoFile(base, PHOTO_SUFFIX.size_xl)),
    size_big: uploadUrl(photoFile(base, PHOTO_SUFFIX.size_big)),
  };
}

/** The file (relative to uploads) of the largest stored size of a photo. */
export function bigPhotoFile(base: string): string {
  return photoFile(base, PHOTO_SUFFIX.size_big);
}

/** The three public URLs of an avatar, or nulls when the user has none. */
export function avatarUrls(base: string | null): Record<AvatarSizeName, string | null> {
  if (!base) return { avatar: null, avatar_small: null, avatar_little: null };
  return {
    avatar: uploadUrl(avatarFile(base, 'avatar')),
    avatar_small: uploadUrl(avatarFile(base, 'avatar_small')),
    avatar_little: uploadUrl(avatarFile(base, 'avatar_little')),
  };
}

/** Files (relative to uploads) of every size of a photo stored under `base`, JPEGs first, then their WebP twins. */
export function photoFiles(base: string): string[] {
  return [...STORED_SUFFIXES.map((suffix) => photoFile(base, suffix)), ...STORED_SUFFIXES.map((suffix) => photoFile(base, suffix, 'webp'))];
}

/** Files (relative to uploads) of every size of an avatar stored under `base`. */
export function avatarFiles(base: string): string[] {
  return (Object.keys(AVATAR_SIZES) as AvatarSizeName[]).map((size) => avatarFile(base, size));
}

/** A size's JPEG and its WebP twin, each written whole (`resized` makes a fresh pipeline per file). */
async function writeSize(resized: () => Sharp, jpegFile: string): Promise<void> {
  await Promise.all([
    writeWhole(jpegFile, (partial) => resized().jpeg(JPEG).toFile(partial)),
    writeWhole(webpTwinOf(jpegFile)!, (partial) => resized().webp(WEBP).toFile(partial)),
  ]);
}

/** An image resized to a derived size (never enlarged; a cover crop keeps the middle, as the box's CSS shows it). */
const resizeTo = (image: Sharp, size: DerivedSize) =>
  image.resize(size.width, size.height, { fit: size.fit, withoutEnlargement: true });

/**
 * Writes every size of a photo (the four of the API and the app's own it fills) as progressive JPEG, each with its WebP
 * twin, turned upright by its EXIF orientation (metadata, EXIF and its location included, stripped: sharp keeps none
 * unless asked to). Answers the pixel size of the largest stored size.
 */
export async function storePhoto(image: Sharp, uploadsDir: string, base: string): Promise<{ width: number; height: number }> {
  await mkdir(path.dirname(path.join(uploadsDir, base)), { recursive: true });
  const source = image.rotate();
  const written = await Promise.all(API_SIZES.map(async ({ suffix, length }) => {
    const resized = source.clone().resize(length, length, { fit: 'inside', withoutEnlargement: true });
    const [jpeg] = await Promise.all([
      resized.clone().jpeg(JPEG).toFile(path.join(uploadsDir, photoFile(base, suffix))),
      resized.clone().webp(WEBP).toFile(path.join(uploadsDir, photoFile(base, suffix, 'webp'))),
    ]);
    return jpeg;
  }));
  const { width, height } = written.reduce((largest, size) => (size.width * size.height > largest.width * largest.height ? size : largest));
  await Promise.all(DERIVED_SIZES.filter((size) => hasDerivedSize({ width, height }, size))
    .map((size) => writeSize(() => resizeTo(source.clone(), size), path.join(uploadsDir, photoFile(base, size.suffix)))));
  return { width, height };
}

/** Writes `file` from what `encode` writes, whole or not at all: into a file of its own first, renamed into place. */
async function writeWhole(file: string, encode: (partial: string) => Promise<unknown>): Promise<void> {
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await encode(partial);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Writes the WebP twin of a stored photo size from its JPEG (a photo stored before the twins existed). */
export function writeWebpTwin(jpegFile: string, twinFile: string): Promise<void> {
  return writeWhole(twinFile, (partial) => sharp(jpegFile).webp(WEBP).toFile(partial));
}

/** Writes a derived size of a photo stored before it existed, JPEG and WebP twin, from the stored size it is made of. */
export function writeDerivedSize(size: DerivedSize, sourceJpegFile: string, jpegFile: string): Promise<void> {
  return writeSize(() => resizeTo(sharp(sourceJpegFile), size), jpegFile);
}

/** Writes the three square avatar sizes of an image as JPEG. */
export async function storeAvatar(image: Sharp, uploadsDir: string, base: string): Promise<void> {
  await mkdir(path.dirname(path.join(uploadsDir, base)), { recursive: true });
  const source = image.rotate();
  await Promise.all((Object.keys(AVATAR_SIZES) as AvatarSizeName[]).map((size) =>
    source.clone()
      .resize(AVATAR_SIZES[size], AVATAR_SIZES[size], { fit: 'cover' })
      .jpeg(JPEG)
      .toFile(path.join(uploadsDir, avatarFile(base, size)))));
}
