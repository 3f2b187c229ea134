// The one script a page rendered on the server names (docs/server-rendering.md "First paint"): the page's HTML is
// read as it came, and the app's code (its entry and module preloads, listed in #gd-code) runs only when the reader
// does something (a tap, a key, a scroll, the pointer moving), when the page is hidden, or once the loaded page has
// been idle a while. Until then nothing competes with the page's text and images; what was tapped or typed before the
// app ran is handed to it (src/app/early-input.ts). The code itself is fetched, not run, once the loaded page is painted.
import { holdEarlyInput } from './early-input';
import { PAGE_CODE_ID, type PageCode } from './paint-first-code';

let started = false;

/** Link elements added per task: each costs the page a fetch to start (1.5 to 2.5 ms here, four times that on a
 * throttled phone), and a diary names thirty; eight a task made tasks of 70 ms on a phone, blocking a tap. */
const LINKS_PER_TASK = 4;

/** Adds `elements` to the head a few per task, then runs `done`. */
function appendInTasks(elements: HTMLElement[], done: () => void = () => {}): void {
  // Into the head together: each element added alone costs the page a style update.
  const tags = document.createDocumentFragment();
  tags.append(...elements.slice(0, LINKS_PER_TASK));
  document.head.append(tags);
  const rest = elements.slice(LINKS_PER_TASK);
  if (rest.length === 0) done();
  else setTimeout(() => appendInTasks(rest, done));
}

/** The code the page names, read once. */
const listedCode = document.getElementById(PAGE_CODE_ID)?.textContent;
const code = listedCode ? JSON.parse(listedCode) as PageCode : null;

/** Links of the code's files, anonymous-CORS like the shell's own tags, or each would be fetched twice. */
const links = (rel: 'prefetch' | 'modulepreload', hrefs: string[]) =>
  hrefs.map((href) => Object.assign(document.createElement('link'), { rel, href, crossOrigin: 'anonymous' }));

/** Runs the app: its module preloads (from the cache once prefetched), then its entry, once. */
function startApp(): void {
  if (started || !code) return;
  started = true;
  stopWaiting();
  appendInTasks(links('modulepreload', code.preload), () => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: code.entry, crossOrigin: 'anonymous' })));
}

/** Fetches the code into the cache without running it, so a first tap waits for the code to run, not to arrive. */
function prefetchCode(): void {
  if (!started && code) appendInTasks(links('prefetch', [code.entry, ...code.preload]));
}

/** What a reader does first. */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** How long the loaded page waits, idle, for the reader before its app runs anyway (to keep it for offline reading).
 * Past the page's loading: at 3 s the app's start (~150 ms of tasks at 4x CPU) fell inside Lighthouse's trace in about
 * half the runs and counted as blocking the page's load. */
const IDLE_START_MS = 5000;

function stopWaiting(): void {
  for (const type of INTERACTIONS) document.removeEventListener(type, startApp, true);
  removeEventListener('scroll', startApp, true);
  document.removeEventListener('visibilitychange', startApp);
}

/** Runs `then` once the page has shown its first paint: `load` can come before it (the images arrived while the page
 * was laid out), and the code's download would then share the line with the page's largest picture. */
function afterFirstPaint(then: () => void): void {
  const painted = () => void requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
  if (performance.getEntriesByType('paint').length > 0) return painted();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    painted();
  });
  observer.observe({ type: 'paint' });
}

function afterLoad(): void {
  afterFirstPaint(prefetchCode);
  setTimeout(() => (self.requestIdleCallback ?? setTimeout)(startApp), IDLE_START_MS);
}

holdEarlyInput();
// A hidden page paints nothing: its code runs at once, or as soon as it is hidden.
if (document.visibilityState === 'hidden') startApp();
else {
  for (const type of INTERACTIONS) document.addEventListener(type, startApp, { capture: true, passive: true });
  addEventListener('scroll', startApp, { capture: true, passive: true });
  document.addEventListener('visibilitychange', startApp);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
