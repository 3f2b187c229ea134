// @vitest-environment node
// @vitest-environment node
// Parts of a kept clip: the bytes a Range header asks for with 206 and Content-Range, open and suffix ranges, the whole
// file without a Range header, and 416 past the end.
import { describe, expect, it } from 'vitest';
import { partOf } from './video-ranges';

const clip = () => new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'content-type': 'video/webm' } });
const ask = (range?: string) => new Request('https://grow.test/uploads/videos/a.webm', range ? { headers: { range } } : {});
const bytes = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];

describe('parts of a kept clip', () => {
  it('answers the asked bytes with 206 and where they sit in the file', async () => {
    const part = await partOf(ask('bytes=2-5'), clip());
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(part.headers.get('content-length')).toBe('4');
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect(await bytes(part)).toEqual([2, 3, 4, 5]);
  });

  it('reads open and suffix ranges to the end, and cuts an end past the file', async () => {
    expect(await bytes(await partOf(ask('bytes=0-'), clip()))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await bytes(await partOf(ask('bytes=-3'), clip()))).toEqual([7, 8, 9]);
    const cut = await partOf(ask('bytes=8-100'), clip());
    expect(cut.headers.get('content-range')).toBe('bytes 8-9/10');
  });

  it('answers the whole file without a Range header, and 416 past its end', async () => {
    const whole = await partOf(ask(), clip());
    expect(whole.status).toBe(200);
    expect(await bytes(whole)).toHaveLength(10);
    const past = await partOf(ask('bytes=10-'), clip());
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */10');
  });
});
