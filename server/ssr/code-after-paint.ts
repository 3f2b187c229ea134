// A page rendered on the server asks for the app's code only once it is painted (docs/server-rendering.md "First
// paint"): the shell's module script and module preloads (its own and the route's) leave the head, which names the
// loader (src/app/paint-first.ts) and lists them in #gd-code for it. Without the loader in the build the page is kept.
import { PAGE_CODE_ID, type PageCode } from '../../src/app/paint-first-code';
import { scriptSafeJson } from '../http/html-shell';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

export function codeAfterPaint(html: string, loader: string | undefined): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!loader || !entry) return html;
  const code: PageCode = { entry, preload: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) };
  const tags = `<script type="application/json" id="${PAGE_CODE_ID}">${scriptSafeJson(code)}</script>\n    `
    + `<script type="module" crossorigin src="/${loader}" fetchpriority="low"></script>\n  `;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', () => `${tags}</head>`);
}
