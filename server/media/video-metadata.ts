// Strips what an uploaded video says about where, when and on what it was made (GPS position, device, tags) without
// re-encoding: in an MP4 or MOV the `udta` and `meta` boxes (of the file, the movie and its tracks) and XMP `uuid` boxes
// become `free` boxes of the same size; in a WebM or Matroska file each `Tags` element becomes a `Void` element of the
// same size. Their contents are zeroed; sizes and offsets stay, so the media plays as before. Only headers are read, so a
// file of any size is handled in place; a malformed structure ends the walk (what was found up to there is cleared).
import { open, type FileHandle } from 'node:fs/promises';

const ZEROS = Buffer.alloc(64 * 1024);
/** Adobe XMP's uuid box type. */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function zero(file: FileHandle, from: number, to: number): Promise<void> {
  for (let at = from; at < to; at += ZEROS.length) await file.write(ZEROS, 0, Math.min(ZEROS.length, to - at), at);
}

// ISO base media (MP4, MOV): boxes of [size:32][type:4]([largesize:64] when size is 1; to the end when size is 0).
const CONTAINERS = new Set(['moov', 'trak']);
const METADATA = new Set(['udta', 'meta']);

async function stripBoxes(file: FileHandle, start: number, end: number): Promise<number> {
  let cleared = 0;
  for (let offset = start; offset + 8 <= end;) {
    const head = await readAt(file, offset, 24);
    if (head.length < 8) break;
    const small = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    const headerSize = small === 1 ? 16 : 8;
    const size = small === 1 ? (head.length >= 16 ? Number(head.readBigUInt64BE(8)) : 0) : small === 0 ? end - offset : small;
    if (size < headerSize || offset + size > end) break;
    if (CONTAINERS.has(type)) {
      cleared += await stripBoxes(file, offset + headerSize, offset + size);
    } else if (METADATA.has(type) || (type === 'uuid' && head.length >= headerSize + 16 && head.subarray(headerSize, headerSize + 16).equals(XMP_UUID))) {
      await file.write(Buffer.from('free', 'latin1'), 0, 4, offset + 4);
      await zero(file, offset + headerSize, offset + size);
      cleared++;
    }
    offset += size;
  }
  return cleared;
}

// Matroska and WebM: EBML elements of [id: 1-4 bytes][size: 1-8 bytes, all ones = unknown][data].
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TAGS = 0x1254c367;
const VOID = 0xec;
/** Elements that sit directly in a Segment: where a Cluster of unknown size ends. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, 0x1549a966, 0x1654ae6b, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, TAGS]);

interface Element { id: number; dataStart: number; size: number | null }

function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

async function readElement(file: FileHandle, offset: number): Promise<Element | null> {
  const head = await readAt(file, offset, 12);
  const id = readVint(head, 0, true);
  if (!id || id.length > 4) return null;
  const size = readVint(head, id.length, false);
  if (!size) return null;
  return { id: id.value, dataStart: offset + id.length + size.length, size: size.unknown ? null : size.value };
}

/** Overwrites the element at [offset, end) with a Void element of the same length, zeroed. */
async function toVoid(file: FileHandle, offset: number, end: number): Promise<void> {
  const total = end - offset;
  const sizeLength = Math.min(8, total - 1);
  const header = Buffer.alloc(1 + sizeLength);
  header[0] = VOID;
  let payload = total - 1 - sizeLength;
  for (let i = sizeLength; i >= 1; i--) {
    header[i] = payload % 256;
    payload = Math.floor(payload / 256);
  }
  header[1] = header[1]! | (0x80 >> (sizeLength - 1));
  await file.write(header, 0, header.length, offset);
  await zero(file, offset + header.length, end);
}

/** The end of a Cluster of unknown size: the first element that is no child of a Cluster (or the end of the file). */
async function clusterEnd(file: FileHandle, start: number, end: number): Promise<number | null> {
  for (let offset = start; offset < end;) {
    const element = await readElement(file, offset);
    if (!element) return null;
    if (SEGMENT_CHILDREN.has(element.id)) return offset;
    if (element.size === null) return null;
    offset = element.dataStart + element.size;
  }
  return end;
}

async function stripElements(file: FileHandle, end: number): Promise<number> {
  let cleared = 0;
  let segmentEnd = end;
  for (let offset = 0; offset < segmentEnd;) {
    const element = await readElement(file, offset);
    if (!element) break;
    if (element.id === SEGMENT) {
      // Its children follow; a Segment of unknown size runs to the end of the file.
      segmentEnd = element.size === null ? end : Math.min(end, element.dataStart + element.size);
      offset = element.dataStart;
      continue;
    }
    const elementEnd = element.size === null
      ? (element.id === CLUSTER ? await clusterEnd(file, element.dataStart, segmentEnd) : null)
      : element.dataStart + element.size;
    if (elementEnd === null || elementEnd > end) break;
    if (element.id === TAGS) {
      await toVoid(file, offset, elementEnd);
      cleared++;
    }
    offset = elementEnd;
  }
  return cleared;
}

/** Clears the metadata of the video at `filePath` in place; answers how many boxes or elements it cleared. */
export async function stripVideoMetadata(filePath: string, container: 'iso' | 'matroska'): Promise<number> {
  const file = await open(filePath, 'r+');
  try {
    const { size } = await file.stat();
    return container === 'iso' ? await stripBoxes(file, 0, size) : await stripElements(file, size);
  } finally {
    await file.close();
  }
}
