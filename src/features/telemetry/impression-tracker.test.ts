// The impression tracker in a page: marked elements timed while in view with the tab visible, finalised when out of
// view or removed; unmarked, incomplete and ignored elements left alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startImpressionTracking, type ImpressionTracker } from './impression-tracker';

/** Stands in for the browser's IntersectionObserver: the test says how much of an element shows. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.current = this;
  }
  observe(target: Element) { this.targets.add(target); }
  unobserve(target: Element) { this.targets.delete(target); }
  disconnect() { this.targets.clear(); }
}

function show(element: Element, ratio: number) {
  FakeObserver.current!.callback([{ target: element, intersectionRatio: ratio, boundingClientRect: { height: 200 } as DOMRect, rootBounds: { height: 800 } as DOMRect }]);
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

let clock = 0;
let tracker: ImpressionTracker;
const finalised: [string, number, number][] = [];

function mark(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  clock = 0;
  finalised.length = 0;
});
afterEach(() => {
  tracker?.stop();
  document.body.innerHTML = '';
  setHidden(false);
  vi.unstubAllGlobals();
});

const start = () => {
  tracker = startImpressionTracking((t, i, s) => finalised.push([t, i, s]), () => clock);
};

describe('impression tracker', () => {
  it('times a marked element in view and finalises it with its seconds when it leaves the view', () => {
    const card = mark('<article data-impression-type="diary" data-impression-id="7"></article>');
    start();
    expect(FakeObserver.current!.targets.has(card)).toBe(true);
    show(card, 1);
    clock = 4_000;
    expect(tracker.live()).toEqual([{ t: 'diary', i: 7, seconds: 4, counting: true }]);
    show(card, 0);
    expect(finalised).toEqual([['diary', 7, 4]]);
    expect(tracker.live()).toEqual([]);
  });

  it('counts no time while the tab is hidden, nor while the element is only partly shown', () => {
    const card = mark('<article data-impression-type="diary" data-impression-id="7"></article>');
    start();
    show(card, 1);
    clock = 2_000;
    setHidden(true);
    clock = 60_000;
    expect(tracker.live()[0]).toMatchObject({ seconds: 2, counting: false });
    setHidden(false);
    clock = 61_000;
    show(card, 0.2);
    clock = 90_000;
    show(card, 0);
    expect(finalised).toEqual([['diary', 7, 3]]);
  });

  it('finalises an element taken out of the page, and every element on unload', async () => {
    vi.useFakeTimers();
    const card = mark('<div><article data-impression-type="diary" data-impression-id="7"></article><article data-impression-type="diary" data-impression-id="8"></article></div>');
    start();
    const [first, second] = card.querySelectorAll('article');
    show(first!, 1);
    show(second!, 1);
    clock = 3_000;
    first!.remove();
    await vi.advanceTimersByTimeAsync(150);
    expect(finalised).toEqual([['diary', 7, 3]]);
    const stash: [string, number, number][] = [];
    tracker.finaliseAll((t, i, s) => stash.push([t, i, s]));
    expect(stash).toEqual([['diary', 8, 3]]);
    vi.useRealTimers();
  });

  it('leaves alone elements without a type or a usable id, and those marked ignored', () => {
    document.body.innerHTML = [
      '<p data-impression-type="diary"></p>',
      '<p data-impression-id="3"></p>',
      '<p data-impression-type="diary" data-impression-id="-4"></p>',
      '<p data-impression-type="diary" data-impression-id="5" data-impression-ignore></p>',
    ].join('');
    start();
    expect(FakeObserver.current!.targets.size).toBe(0);
  });
});
