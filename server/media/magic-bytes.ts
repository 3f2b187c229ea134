// Recognises uploaded files by their first bytes, never by their name or Content-Type.

/** How many leading bytes the checks below look at. */
export const MAGIC_HEAD_BYTES = 64;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export interface VideoKind {
  mime: string;
  ext: 'mp4' | 'mov' | 'webm' | 'mkv';
}

const ascii = (head: Uint8Array, start: number, length: number) => Buffer.from(head.subarray(start, start + length)).toString('latin1');
const startsWith = (head: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);

/** ISO base media (MP4, MOV, AVIF, HEIF): an `ftyp` box first; its major and compatible brands. */
function isoBrands(head: Uint8Array): string[] | null {
  if (head.length < 12 || ascii(head, 4, 4) !== 'ftyp') return null;
  const boxSize = Math.min(Buffer.from(head).readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, 4));
  return brands;
}

/** Brands of still images in an ISO base media file (AVIF and HEIF). */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

/** The picture format of a file's first bytes: JPEG, PNG, GIF, WebP or AVIF; null otherwise. */
export function detectImage(head: Uint8Array): ImageKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  const brands = isoBrands(head);
  if (brands && (brands[0] === 'avif' || brands[0] === 'avis' || brands.includes('avif'))) return 'avif';
  return null;
}

/** The video format of a file's first bytes: MP4 or MOV (an `ftyp` box that is no still image), WebM or Matroska; null otherwise. */
export function detectVideo(head: Uint8Array): VideoKind | null {
  const brands = isoBrands(head);
  if (brands) {
    if (IMAGE_BRANDS.has(brands[0]!)) return null;
    return brands[0] === 'qt  ' ? { mime: 'video/quicktime', ext: 'mov' } : { mime: 'video/mp4', ext: 'mp4' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // The EBML header names its DocType near the start.
    return ascii(head, 0, head.length).includes('webm') ? { mime: 'video/webm', ext: 'webm' } : { mime: 'video/x-matroska', ext: 'mkv' };
  }
  return null;
}
