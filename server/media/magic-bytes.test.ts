// @vitest-environment node
// Recognising pictures and videos by their first bytes.
import { describe, expect, it } from 'vitest';
import { detectImage, detectVideo } from './magic-bytes';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** An ISO base media file start: an `ftyp` box of 24 bytes with a major and one compatible brand. */
const ftyp = (major: string, compatible: string) => bytes([0, 0, 0, 24], 'ftyp', major, [0, 0, 0, 0], compatible, 'mp41');

describe('detectImage', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['gif', bytes('GIF89a', [1, 0])],
    ['gif', bytes('GIF87a', [1, 0])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['avif', ftyp('avif', 'mif1')],
    ['avif', ftyp('mif1', 'avif')],
  ])('knows %s', (kind, head) => {
    expect(detectImage(head)).toBe(kind);
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['HEIC', ftyp('heic', 'mif1')],
    ['MP4', ftyp('isom', 'iso2')],
    ['RIFF without WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVE')],
    ['empty', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(detectImage(head)).toBeNull();
  });
});

describe('detectVideo', () => {
  it('knows MP4, MOV, WebM and Matroska', () => {
    expect(detectVideo(ftyp('isom', 'iso2'))).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(detectVideo(ftyp('mp42', 'isom'))).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(detectVideo(ftyp('qt  ', 'qt  '))).toEqual({ mime: 'video/quicktime', ext: 'mov' });
    expect(detectVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))).toEqual({ mime: 'video/webm', ext: 'webm' });
    expect(detectVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toEqual({ mime: 'video/x-matroska', ext: 'mkv' });
  });

  it('refuses still images in an ftyp box and anything else', () => {
    expect(detectVideo(ftyp('avif', 'mif1'))).toBeNull();
    expect(detectVideo(ftyp('heic', 'mif1'))).toBeNull();
    expect(detectVideo(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(detectVideo(bytes('<html>ftyp</html>'))).toBeNull();
  });
});
