// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaQueueError } from './media-queue-error';
import { fitWithin, MAX_PHOTO_SIDE, PHOTO_QUALITY, preparePhoto, rotatedSize, rotatePhotoBlob } from './prepare-photo';

describe('fitWithin', () => {
  it('scales the longest side down to 2560 px and keeps the ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin(8000, 8000)).toEqual({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE });
  });

  it('never enlarges, and keeps at least one pixel on a very thin panorama', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fitWithin(2560, 10)).toEqual({ width: 2560, height: 10 });
    expect(fitWithin(100_000, 10)).toEqual({ width: 2560, height: 1 });
  });

  it('rounds to whole pixels', () => {
    expect(fitWithin(5000, 3333)).toEqual({ width: 2560, height: 1706 });
  });
});

describe('rotatedSize', () => {
  it('swaps sides on quarter turns only', () => {
    expect(rotatedSize(4, 3, 90)).toEqual({ width: 3, height: 4 });
    expect(rotatedSize(4, 3, -90)).toEqual({ width: 3, height: 4 });
    expect(rotatedSize(4, 3, 270)).toEqual({ width: 3, height: 4 });
    expect(rotatedSize(4, 3, 180)).toEqual({ width: 4, height: 3 });
  });
});

/** A stand-in for OffscreenCanvas that records what was drawn and how it was encoded. */
function fakeCanvas() {
  const log: unknown[][] = [];
  class FakeOffscreenCanvas {
    constructor(readonly width: number, readonly height: number) {
      log.push(['canvas', width, height]);
    }
    getContext() {
      return {
        imageSmoothingQuality: 'low',
        drawImage: (...args: unknown[]) => log.push(['drawImage', ...args.slice(1)]),
        translate: (...args: unknown[]) => log.push(['translate', ...args]),
        rotate: (angle: number) => log.push(['rotate', Math.round((angle * 180) / Math.PI)]),
      };
    }
    async convertToBlob(options: { type: string; quality: number }) {
      log.push(['encode', options.type, options.quality]);
      return new Blob(['jpeg'], { type: options.type });
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return log;
}

afterEach(() => vi.unstubAllGlobals());

describe('preparePhoto', () => {
  it('decodes with the EXIF orientation applied, scales and re-encodes as JPEG', async () => {
    const log = fakeCanvas();
    const close = vi.fn();
    const decode = vi.fn(async () => ({ width: 4000, height: 3000, close }));
    vi.stubGlobal('createImageBitmap', decode);
    const result = await preparePhoto(new Blob(['raw'], { type: 'image/jpeg' }));
    expect(decode).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
    expect(result).toMatchObject({ width: 2560, height: 1920 });
    expect(result.blob.type).toBe('image/jpeg');
    expect(log).toEqual([['canvas', 2560, 1920], ['drawImage', 0, 0, 2560, 1920], ['encode', 'image/jpeg', PHOTO_QUALITY]]);
    expect(close).toHaveBeenCalled();
  });

  it('refuses a photo this device cannot decode instead of queueing the original', async () => {
    fakeCanvas();
    vi.stubGlobal('createImageBitmap', vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }));
    const error = await preparePhoto(new Blob(['heic'], { type: 'image/heic' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaQueueError);
    expect(error).toMatchObject({ code: 'photo-unreadable', message: "This photo format can't be read on this device" });
  });
});

describe('rotatePhotoBlob', () => {
  it('turns the picture around its centre on a canvas with swapped sides', async () => {
    const log = fakeCanvas();
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 400, height: 300, close: () => undefined })));
    const result = await rotatePhotoBlob(new Blob(['jpeg'], { type: 'image/jpeg' }), 90);
    expect(result).toMatchObject({ width: 300, height: 400 });
    expect(log).toEqual([
      ['canvas', 300, 400], ['translate', 150, 200], ['rotate', 90], ['drawImage', -200, -150], ['encode', 'image/jpeg', PHOTO_QUALITY],
    ]);
  });
});
