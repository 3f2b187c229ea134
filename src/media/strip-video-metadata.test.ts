// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MediaQueueError } from './media-queue-error';
import { looksLikeIsoBmff, parseBoxHeader, stripVideoMetadata } from './strip-video-metadata';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0) & 0xff);

/** One box: 32-bit size (or 1 and a 64-bit size), type, payload. */
function box(type: string, ...children: (number[] | Uint8Array)[]): Uint8Array {
  const payload = children.flatMap((c) => Array.from(c));
  const size = 8 + payload.length;
  return new Uint8Array([size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff, ...ascii(type), ...payload]);
}

function largeBox(type: string, payload: number[]): Uint8Array {
  const size = 16 + payload.length;
  return new Uint8Array([0, 0, 0, 1, ...ascii(type), 0, 0, 0, 0, 0, 0, 0, size, ...payload]);
}

const GPS = '+52.3702+004.8952/';
const gpsAtom = box('\u00a9xyz', [0, GPS.length, 0x15, 0xc7], ascii(GPS));
const makeAtom = box('\u00a9mak', ascii('PhoneMaker'));
const mvhd = box('mvhd', new Array(20).fill(7));
const tkhd = box('tkhd', new Array(12).fill(3));
const ftyp = box('ftyp', ascii('isom'), [0, 0, 2, 0], ascii('isomiso2mp41'));
const mdat = box('mdat', new Array(64).fill(0xab));
const xmp = box('uuid', [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac], ascii('<x:xmpmeta>GPS</x:xmpmeta>'));
const otherUuid = box('uuid', new Array(16).fill(1), ascii('keep'));

function moov(): Uint8Array {
  return box('moov', mvhd, box('udta', gpsAtom, makeAtom), box('meta', [0, 0, 0, 0], box('keys', ascii('com.apple.quicktime.location.ISO6709'))),
    box('trak', tkhd, box('udta', box('name', ascii('Cam'))), box('mdia', box('mdhd', [1, 2, 3, 4]))));
}

const file = (...parts: Uint8Array[]) => new Blob(parts.map((p) => p as Uint8Array<ArrayBuffer>), { type: 'video/mp4' });
const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The top-level and moov-level box types of a file, as a players would walk it. */
function walk(bytes: Uint8Array, start = 0, end = bytes.length, into = new Set(['moov', 'trak'])): string[] {
  const types: string[] = [];
  for (let at = start; at < end;) {
    const header = parseBoxHeader(bytes, at, end - at);
    types.push(header.type);
    if (into.has(header.type)) types.push(`[${walk(bytes, at + header.headerSize, at + header.size, into).join(',')}]`);
    at += header.size;
  }
  return types;
}

describe('stripVideoMetadata', () => {
  it('blanks moov/udta (with its ©xyz GPS atom), moov/meta and moov/trak/udta, keeping sizes and other boxes', async () => {
    const input = file(ftyp, mdat, moov());
    const output = await bytesOf(await stripVideoMetadata(input));
    expect(output.length).toBe(input.size);
    expect(walk(output)).toEqual(['ftyp', 'mdat', 'moov', '[mvhd,free,free,trak,[tkhd,free,mdia]]']);
    expect(text(output)).not.toContain(GPS);
    expect(text(output)).not.toContain('PhoneMaker');
    expect(text(output)).not.toContain('ISO6709');
    // Everything outside the blanked boxes is byte for byte the same.
    const original = await bytesOf(input);
    expect(output.subarray(0, ftyp.length + mdat.length)).toEqual(original.subarray(0, ftyp.length + mdat.length));
    expect(text(output)).toContain('mdhd');
  });

  it('finds moov at the start too, and blanks a top-level XMP uuid box but no other uuid box', async () => {
    const output = await bytesOf(await stripVideoMetadata(file(ftyp, moov(), xmp, otherUuid, mdat)));
    expect(walk(output)).toEqual(['ftyp', 'moov', '[mvhd,free,free,trak,[tkhd,free,mdia]]', 'free', 'uuid', 'mdat']);
    expect(text(output)).not.toContain('xmpmeta');
    expect(text(output)).toContain('keep');
  });

  it('reads 64-bit box sizes and a last box sized 0 ("to the end of the file")', async () => {
    const lastMoov = moov();
    lastMoov.set([0, 0, 0, 0], 0);
    const input = file(ftyp, largeBox('mdat', new Array(40).fill(0xcd)), lastMoov);
    const output = await bytesOf(await stripVideoMetadata(input));
    expect(text(output)).not.toContain(GPS);
    expect(output.length).toBe(input.size);
    expect(walk(output).slice(0, 2)).toEqual(['ftyp', 'mdat']);
  });

  it('handles a 64-bit sized udta inside moov', async () => {
    const input = file(ftyp, box('moov', mvhd, largeBox('udta', Array.from(gpsAtom))), mdat);
    const output = await bytesOf(await stripVideoMetadata(input));
    expect(walk(output)).toEqual(['ftyp', 'moov', '[mvhd,free]', 'mdat']);
    expect(text(output)).not.toContain(GPS);
  });

  it('returns the same Blob when there is nothing to strip, or when it is not ISO-BMFF (WebM)', async () => {
    const clean = file(ftyp, box('moov', mvhd), mdat);
    expect(await stripVideoMetadata(clean)).toBe(clean);
    const webm = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01])], { type: 'video/webm' });
    expect(await stripVideoMetadata(webm)).toBe(webm);
    expect(looksLikeIsoBmff(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]))).toBe(false);
  });

  it('refuses a broken box structure rather than upload metadata it could not find', async () => {
    const broken = box('moov', mvhd, box('udta', gpsAtom));
    broken.set([0, 0, 0, 3], mvhd.length + 8); // udta claims 3 bytes: less than its own header
    const error = await stripVideoMetadata(file(ftyp, broken)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaQueueError);
    expect(error).toMatchObject({ code: 'video-unreadable' });
  });
});
