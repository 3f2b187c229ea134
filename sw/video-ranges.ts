// Range requests answered from a whole file the worker kept (a video element asks for parts of its clip).

/** The part of a kept clip a Range header asks for (206), the whole clip without one, 416 for a range past its end. */
export async function partOf(request: Request, kept: Response): Promise<Response> {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range) return kept;
  const body = await kept.blob();
  const size = body.size;
  const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
  const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end) return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': kept.headers.get('content-type') ?? 'video/webm', 'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`, 'accept-ranges': 'bytes',
    },
  });
}
