// Impression tracking of spec §4 in the page: elements with data-impression-type and data-impression-id (skipped with
// data-impression-ignore) are watched with an IntersectionObserver; their clocks run only in view with the tab visible
// (src/domain/telemetry/impression-time.ts) and finalise when fully out of view, removed from the page, or on unload.
import { countedSeconds, startClock, updateClock, viewStateOf, type ImpressionClock } from '@/domain/telemetry/impression-time';

const SELECTOR = '[data-impression-type][data-impression-id]:not([data-impression-ignore])';

/** What the diagnostics page shows of one tracked element. */
export interface LiveImpression { t: string; i: number; seconds: number; counting: boolean }

export interface ImpressionTracker {
  /** Elements being tracked now, with their seconds so far. */
  live(): LiveImpression[];
  /** Finalises every tracked element (unload), into `sink` when given (one that writes at once). */
  finaliseAll(sink?: Finalise): void;
  stop(): void;
}

interface Tracked { t: string; i: number; clock: ImpressionClock | null }
/** Takes one finalised impression: its type, id and whole seconds. */
export type Finalise = (t: string, i: number, seconds: number) => void;

export function startImpressionTracking(finalise: Finalise, now: () => number = () => performance.now()): ImpressionTracker {
  const tracked = new Map<Element, Tracked>();

  const close = (entry: Tracked, sink = finalise) => {
    if (entry.clock) sink(entry.t, entry.i, countedSeconds(entry.clock, now()));
    entry.clock = null;
  };

  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const item = tracked.get(entry.target);
      if (!item) continue;
      const state = viewStateOf({ ratio: entry.intersectionRatio, height: entry.boundingClientRect.height, viewportHeight: entry.rootBounds?.height ?? innerHeight });
      if (state === 'out') close(item);
      else if (state === 'in') item.clock = item.clock ? updateClock(item.clock, { inView: true }, now()) : startClock(now(), !document.hidden);
      else if (item.clock) item.clock = updateClock(item.clock, { inView: false }, now());
    }
  }, { threshold: [0, 0.25, 0.5, 0.75, 1] });

  /** Watches marked elements new to the page; finalises those that left it. */
  const scan = () => {
    for (const [element, item] of tracked) {
      if (element.isConnected && element.matches(SELECTOR)) continue;
      close(item);
      observer.unobserve(element);
      tracked.delete(element);
    }
    for (const element of document.querySelectorAll(SELECTOR)) {
      if (tracked.has(element)) continue;
      const t = element.getAttribute('data-impression-type') ?? '';
      const i = Number(element.getAttribute('data-impression-id'));
      if (!t || !Number.isInteger(i) || i <= 0) continue;
      tracked.set(element, { t, i, clock: null });
      observer.observe(element);
    }
  };
  let scanQueued = false;
  const mutations = new MutationObserver(() => {
    if (scanQueued) return;
    scanQueued = true;
    setTimeout(() => {
      scanQueued = false;
      scan();
    }, 100);
  });
  mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-impression-id', 'data-impression-ignore'] });
  scan();

  const onVisibility = () => {
    for (const item of tracked.values()) if (item.clock) item.clock = updateClock(item.clock, { tabVisible: !document.hidden }, now());
  };
  document.addEventListener('visibilitychange', onVisibility);

  const finaliseAll = (sink?: Finalise) => {
    for (const item of tracked.values()) close(item, sink);
  };

  return {
    live: () => [...tracked.values()].filter((item) => item.clock).map((item) => ({
      t: item.t, i: item.i, seconds: countedSeconds(item.clock!, now()), counting: item.clock!.since !== null,
    })),
    finaliseAll,
    stop() {
      finaliseAll(finalise);
      observer.disconnect();
      mutations.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
