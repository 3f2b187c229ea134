// The one script a page rendered on the server names (docs/server-rendering.md "First paint"): the page's HTML is
// painted before any of the app's code is asked for, then the code the shell would have named (its entry and module
// preloads, listed in #gd-code) is added, so the app's code never competes with the page's text and largest image.
import { PAGE_CODE_ID, type PageCode } from './paint-first-code';

let loaded = false;

/** Module preloads added per task: each costs the page a fetch to start (about 1.5 ms on a phone), and a diary names
 * sixty; added at once, they were one task of 100 ms or more, blocking a tap. */
const PRELOADS_PER_TASK = 8;

/** Adds `elements` to the head a few per task, then runs `done`. */
function appendInTasks(elements: HTMLElement[], done: () => void): void {
  // Into the head together: each element added alone costs the page a style update.
  const tags = document.createDocumentFragment();
  tags.append(...elements.slice(0, PRELOADS_PER_TASK));
  document.head.append(tags);
  const rest = elements.slice(PRELOADS_PER_TASK);
  if (rest.length === 0) done();
  else setTimeout(() => appendInTasks(rest, done));
}

/** Adds the page's module preloads, then its entry, once; anonymous-CORS like the shell's own tags, or each would be
 * fetched twice. */
function loadPageCode(): void {
  const listed = document.getElementById(PAGE_CODE_ID)?.textContent;
  if (loaded || !listed) return;
  loaded = true;
  const code = JSON.parse(listed) as PageCode;
  const preloads = code.preload.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: 'anonymous' }));
  appendInTasks(preloads, () => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: code.entry, crossOrigin: 'anonymous' })));
}

/** How long a page waits for its first contentful paint before loading its code anyway. */
const PAINT_WAIT_MS = 3000;

/** Runs `then` once the page's text or images are painted. The first frame may be painted blank (a fresh browser lays
 * the first text out slowly), so it waits for the first contentful paint, then for a frame. Without paint timing: after
 * the second frame. */
function afterContentfulPaint(then: () => void): void {
  const nextFrame = () => requestAnimationFrame(then);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(nextFrame);
    return;
  }
  const timer = setTimeout(then, PAINT_WAIT_MS);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    clearTimeout(timer);
    nextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A hidden page paints nothing: its code loads at once, or as soon as it is hidden.
if (document.visibilityState === 'hidden') loadPageCode();
else {
  afterContentfulPaint(loadPageCode);
  document.addEventListener('visibilitychange', loadPageCode, { once: true });
}
