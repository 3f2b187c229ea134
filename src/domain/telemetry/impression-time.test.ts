// Impression arithmetic: visible and hidden time, pauses and resumes, zero-second impressions and sent records.
import { describe, expect, it } from 'vitest';
import { addImpression, countedSeconds, startClock, subtractSent, updateClock, viewStateOf } from './impression-time';

describe('impression clock', () => {
  it('counts the seconds an element is in view with the tab visible', () => {
    const clock = startClock(1_000, true);
    expect(countedSeconds(clock, 4_000)).toBe(3);
  });

  it('does not count while the tab is hidden, and resumes when it shows again', () => {
    let clock = startClock(0, true);
    clock = updateClock(clock, { tabVisible: false }, 2_000);
    expect(countedSeconds(clock, 60_000)).toBe(2);
    clock = updateClock(clock, { tabVisible: true }, 60_000);
    expect(countedSeconds(clock, 63_000)).toBe(5);
  });

  it('starts paused when the element shows in a hidden tab', () => {
    let clock = startClock(0, false);
    expect(countedSeconds(clock, 10_000)).toBe(0);
    clock = updateClock(clock, { tabVisible: true }, 10_000);
    expect(countedSeconds(clock, 11_000)).toBe(1);
  });

  it('pauses while the element is out of view, and needs both in view and a visible tab to count', () => {
    let clock = startClock(0, true);
    clock = updateClock(clock, { inView: false }, 1_000);
    clock = updateClock(clock, { tabVisible: false }, 5_000);
    clock = updateClock(clock, { inView: true }, 6_000);
    expect(countedSeconds(clock, 9_000)).toBe(1);
    clock = updateClock(clock, { tabVisible: true }, 9_000);
    expect(countedSeconds(clock, 11_000)).toBe(3);
  });

  it('rounds to whole seconds', () => {
    expect(countedSeconds(startClock(0, true), 400)).toBe(0);
    expect(countedSeconds(startClock(0, true), 1_600)).toBe(2);
  });

  it('tells in view, partly shown and out of view apart, tall elements included', () => {
    expect(viewStateOf({ ratio: 0, height: 100, viewportHeight: 800 })).toBe('out');
    expect(viewStateOf({ ratio: 0.3, height: 100, viewportHeight: 800 })).toBe('partly');
    expect(viewStateOf({ ratio: 0.5, height: 100, viewportHeight: 800 })).toBe('in');
    expect(viewStateOf({ ratio: 0.3, height: 3000, viewportHeight: 800 })).toBe('in');
  });
});

describe('impression records', () => {
  it('adds one view and the seconds per finalised impression', () => {
    const first = addImpression(undefined, 'diary', 7, 3);
    expect(first).toEqual({ t: 'diary', i: 7, v: 1, s: 3 });
    expect(addImpression(first!, 'diary', 7, 2)).toEqual({ t: 'diary', i: 7, v: 2, s: 5 });
  });

  it('stores nothing for an impression of zero seconds', () => {
    expect(addImpression(undefined, 'diary', 7, 0)).toBeNull();
    expect(addImpression({ t: 'diary', i: 7, v: 1, s: 3 }, 'diary', 7, 0)).toBeNull();
  });

  it('after a successful send keeps what was added meanwhile, and clears a record that only held what was sent', () => {
    const sent = { t: 'diary', i: 7, v: 2, s: 5 };
    expect(subtractSent({ t: 'diary', i: 7, v: 2, s: 5 }, sent)).toBeNull();
    expect(subtractSent({ t: 'diary', i: 7, v: 3, s: 9 }, sent)).toEqual({ t: 'diary', i: 7, v: 1, s: 4 });
    expect(subtractSent(undefined, sent)).toBeNull();
  });
});
