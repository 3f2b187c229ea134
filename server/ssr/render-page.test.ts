import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { renderPageStream, splitShell } from './render-page';

const SHELL = '<!doctype html><html><head><title>x</title></head><body>\n    <div id="app"><div class="boot-bar">GrowDiaries</div></div>\n    <noscript>Needs JavaScript.</noscript>\n  </body></html>';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('server rendering around the shell', () => {
  it('puts the rendered tree in #app (marked data-ssr) and the answers after it, without the boot bar or noscript', async () => {
    const render = async () => {
      const stream = { pipe: <W extends NodeJS.WritableStream>(destination: W) => { destination.write('<main>Diary</main>'); destination.end(); return destination; }, abort: () => undefined };
      return { status: 200, stream, allReady: Promise.resolve() };
    };
    const answers = new Map<string, unknown>([['diary:1', { name: '</script><script>alert(1)</script>' }]]);
    const page = await renderPageStream(render, SHELL, '/diaries/1', 'en', answers);
    const html = await text(page!.body as PassThrough);
    expect(html).toContain('<div id="app" data-ssr="1"><main>Diary</main></div><script type="application/json" id="gd-initial">');
    expect(html).not.toContain('boot-bar');
    expect(html).not.toContain('<noscript>');
    // The answer cannot close its script element.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('refuses a shell without the app element', () => {
    expect(splitShell('<html><body></body></html>')).toBeNull();
  });
});
