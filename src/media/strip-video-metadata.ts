// Location and device metadata removed from MP4/MOV videos without re-encoding: the boxes holding it become 'free' space.
//
// An ISO-BMFF file (MP4, MOV, 3GP) is a list of boxes: 4-byte size, 4-byte type, payload. GPS (©xyz,
// com.apple.quicktime.location.ISO6709), camera make and model and software live in moov/udta,
// moov/meta, moov/trak/udta, moov/trak/meta and top-level XMP 'uuid' boxes. Renaming those boxes to
// 'free' and zeroing their payloads keeps every size and offset valid, so the file still plays.
// Only box headers and the moov box are read: a file of hundreds of MB is never loaded whole.
// WebM/Matroska is returned unchanged: its Tags elements are not stripped yet.
// Not covered: location written into sample data (GoPro GPMF telemetry tracks).
import { MediaQueueError } from './media-queue-error';

interface BoxHeader { type: string; size: number; headerSize: number }

/** Types a file may start with when it is ISO-BMFF (old QuickTime files may lack 'ftyp'). */
const FIRST_BOX_TYPES = new Set(['ftyp', 'styp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot', 'uuid']);
/** The user type of an XMP box: 'uuid' BE7ACFCB-97A9-42E8-9C71-999491E3AFAC. */
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';
/** Boxes under moov and under each moov/trak that hold user data and metadata. */
const METADATA_BOXES = new Set(['udta', 'meta']);
const HEADER_READ = 32;

function unreadable(): MediaQueueError {
  return new MediaQueueError('video-unreadable', "This video can't be read on this device");
}

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/**
 * The box header at `at`; `available` is how many bytes remain in its container from `at`
 * (a size of 0 means "to the end", a size of 1 means a 64-bit size follows the type).
 * A box claiming more than is left is cut to what is left (a truncated recording).
 */
export function parseBoxHeader(bytes: Uint8Array, at: number, available: number): BoxHeader {
  if (at + 8 > bytes.length) throw unreadable();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size32 = view.getUint32(at);
  const type = fourCC(bytes, at + 4);
  let size = size32;
  let headerSize = 8;
  if (size32 === 1) {
    if (at + 16 > bytes.length) throw unreadable();
    size = Number(view.getBigUint64(at + 8));
    headerSize = 16;
  } else if (size32 === 0) {
    size = available;
  }
  if (size < headerSize) throw unreadable();
  return { type, size: Math.min(size, available), headerSize };
}

/** Turns the box at `at` into a 'free' box of the same size with a zeroed payload. */
function blankBox(bytes: Uint8Array, at: number, box: BoxHeader): void {
  bytes.set([0x66, 0x72, 0x65, 0x65], at + 4); // 'free'
  bytes.fill(0, at + box.headerSize, at + box.size);
}

/** Blanks the metadata boxes among the children of [start, end), going into each 'trak'; returns how many. */
function blankMetadataChildren(bytes: Uint8Array, start: number, end: number): number {
  let blanked = 0;
  for (let at = start; at + 8 <= end;) {
    const box = parseBoxHeader(bytes, at, end - at);
    if (METADATA_BOXES.has(box.type)) {
      blankBox(bytes, at, box);
      blanked++;
    } else if (box.type === 'trak') {
      blanked += blankMetadataChildren(bytes, at + box.headerSize, at + box.size);
    }
    at += box.size;
  }
  return blanked;
}

function isXmpUuid(bytes: Uint8Array, box: BoxHeader): boolean {
  if (box.type !== 'uuid' || bytes.length < box.headerSize + 16) return false;
  const userType = Array.from(bytes.subarray(box.headerSize, box.headerSize + 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return userType === XMP_UUID;
}

async function readBytes(file: Blob, start: number, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, start + length).arrayBuffer());
}

/** True when the file starts like an ISO-BMFF file (MP4, MOV, 3GP, M4V). */
export function looksLikeIsoBmff(head: Uint8Array): boolean {
  return head.length >= 8 && FIRST_BOX_TYPES.has(fourCC(head, 4));
}

/**
 * Returns the video with its location and device metadata boxes blanked (the same Blob when there was
 * nothing to blank, or when it is not ISO-BMFF). Throws MediaQueueError('video-unreadable') on a broken box
 * structure, since then it can't be known that the metadata is gone.
 */
export async function stripVideoMetadata(file: Blob): Promise<Blob> {
  if (!looksLikeIsoBmff(await readBytes(file, 0, 8))) return file;
  const pieces: BlobPart[] = [];
  let copiedTo = 0;
  // 1. Walk the top-level boxes by reading their headers only.
  for (let offset = 0; offset + 8 <= file.size;) {
    const head = await readBytes(file, offset, HEADER_READ);
    const box = parseBoxHeader(head, 0, file.size - offset);
    // 2. Read moov (and an XMP uuid box) whole, blank its metadata boxes in memory.
    if (box.type === 'moov' || isXmpUuid(head, box)) {
      const whole = await readBytes(file, offset, box.size);
      const blanked = box.type === 'moov' ? blankMetadataChildren(whole, box.headerSize, box.size) : (blankBox(whole, 0, box), 1);
      // 3. Splice the patched box between untouched slices of the original (no copy of mdat).
      if (blanked > 0) {
        pieces.push(file.slice(copiedTo, offset), whole as Uint8Array<ArrayBuffer>);
        copiedTo = offset + box.size;
      }
    }
    offset += box.size;
  }
  if (!pieces.length) return file;
  pieces.push(file.slice(copiedTo));
  return new Blob(pieces, { type: file.type });
}
