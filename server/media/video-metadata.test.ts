// @vitest-environment node
// Video metadata stripping: the GPS position an MP4 or MOV keeps in its movie's and tracks' user data (©xyz, XMP) and
// the tags a WebM keeps are gone from the stored file, which keeps its size, its media bytes and its structure; a clip
// without such metadata is left byte for byte as it was.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectVideo } from './magic-bytes';
import { stripVideoMetadata } from './video-metadata';

const GPS = '+52.3731+004.8922/';
let dir: string;
beforeAll(async () => { dir = await mkdtemp(path.join(tmpdir(), 'video-metadata-')); });
afterAll(() => rm(dir, { recursive: true, force: true }));

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const raw = (text: string) => Buffer.from(text, 'latin1');

/** An MP4: ftyp, media data, then a movie whose user data and one track's hold a position, and a file-level XMP uuid. */
function mp4WithLocation(): { file: Buffer; media: Buffer } {
  const media = Buffer.alloc(2000, 0x5a);
  const location = box('\xa9xyz', Buffer.from([0, 18, 0x15, 0xc7]), raw(GPS));
  const xmp = box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), raw(`<x:xmpmeta><exif:GPSLatitude>52,22.38N</exif:GPSLatitude></x:xmpmeta>`));
  const file = Buffer.concat([
    box('ftyp', raw('isom\0\0\x02\0isomiso2mp41')),
    box('mdat', media),
    box('moov', box('mvhd', Buffer.alloc(100)), box('udta', location), box('trak', box('tkhd', Buffer.alloc(84)), box('meta', Buffer.alloc(4), location))),
    xmp,
  ]);
  return { file, media };
}

/** A WebM as MediaRecorder writes it (a Segment and a Cluster of unknown size), with a Tags element after the media. */
function webmWithTags(): Buffer {
  const element = (id: number[], data: Buffer) => {
    const size = data.length;
    return Buffer.concat([Buffer.from(id), Buffer.from([0x40 | (size >> 8), size & 0xff]), data]);
  };
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], raw('webm')));
  const info = element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const block = element([0xa3], Buffer.alloc(300, 0x77));
  const cluster = Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), element([0xe7], Buffer.from([0])), block, block]);
  const tags = element([0x12, 0x54, 0xc3, 0x67], element([0x73, 0x73], element([0x67, 0xc8], Buffer.concat([
    element([0x45, 0xa3], raw('RECORDING_LOCATION')), element([0x44, 0x87], raw(GPS)),
  ]))));
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, segment, info, cluster, tags]);
}

async function stripped(name: string, bytes: Buffer, container: 'iso' | 'matroska') {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  const cleared = await stripVideoMetadata(file, container);
  return { cleared, after: await readFile(file) };
}

describe('stripVideoMetadata', () => {
  it('turns an MP4\'s user data, track metadata and XMP into free boxes of the same size, keeping its media bytes', async () => {
    const { file, media } = mp4WithLocation();
    const { cleared, after } = await stripped('located.mp4', file, 'iso');
    expect(cleared).toBe(3);
    expect(after.length).toBe(file.length);
    expect(after.includes(raw(GPS))).toBe(false);
    expect(after.includes(raw('GPSLatitude'))).toBe(false);
    expect(after.includes(media)).toBe(true);
    expect(detectVideo(after)).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    // The movie still holds its header; what was user data is free space.
    expect(after.includes(raw('mvhd'))).toBe(true);
    expect(after.includes(raw('udta'))).toBe(false);
  });

  it('turns a WebM\'s tags into a Void element of the same size, after a Cluster of unknown size', async () => {
    const file = webmWithTags();
    const { cleared, after } = await stripped('located.webm', file, 'matroska');
    expect(cleared).toBe(1);
    expect(after.length).toBe(file.length);
    expect(after.includes(raw(GPS))).toBe(false);
    expect(after.includes(raw('RECORDING_LOCATION'))).toBe(false);
    expect(after.subarray(0, file.length - 60)).toEqual(file.subarray(0, file.length - 60));
    expect(detectVideo(after)).toEqual({ mime: 'video/webm', ext: 'webm' });
  });

  it('leaves a recorded clip without metadata, and a file whose boxes are damaged, as they were', async () => {
    const clip = await readFile(path.join(import.meta.dirname, '../db/seed/clips/sprout.webm'));
    expect(await stripped('clip.webm', clip, 'matroska')).toEqual({ cleared: 0, after: clip });
    const damaged = Buffer.concat([box('ftyp', raw('isom\0\0\x02\0isom')), Buffer.alloc(500, 0x2a)]);
    expect(await stripped('damaged.mp4', damaged, 'iso')).toEqual({ cleared: 0, after: damaged });
  });
});
