// The one script a page rendered on the server names (docs/server-rendering.md "First paint"): the page's HTML is
// painted before any of the app's code is asked for, then the code the shell would have named (its entry and module
// preloads, listed in #gd-code) is added, so the app's code never competes with the page's text and largest image.
import { PAGE_CODE_ID, type PageCode } from './paint-first-code';

let loaded = false;

/** Adds the page's module preloads and entry, once; anonymous-CORS like the shell's own tags, or each would be fetched twice. */
function loadPageCode(): void {
  const listed = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (loaded || !listed) return;
  loaded = true;
  const code = JSON.parse(listed) as PageCode;
  // Into the head at once: each element added alone costs the page a style update.
  const tags = document.createDocumentFragment();
  for (const href of code.preload) tags.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
  tags.append(Object.assign(document.createElement('script'), { type: 'module', src: code.entry, crossOrigin: 'anonymous' }));
  document.head.append(tags);
}

// A frame's callbacks run before it is painted, so the second frame's run after the first paint. A hidden page paints
// nothing and runs no frames: its code loads at once, or as soon as it is hidden.
if (document.visibilityState === 'hidden') loadPageCode();
else {
  requestAnimationFrame(() => requestAnimationFrame(loadPageCode));
  document.addEventListener('visibilitychange', loadPageCode, { once: true });
}
