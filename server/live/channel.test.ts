// The in-process live channel: delivery per grower, resume from an id without gaps or duplicates, reset past the buffer.
import { describe, expect, it } from 'vitest';
import { createInProcessChannel, type DeliveredEvent } from './channel';

const collect = () => {
  const events: DeliveredEvent[] = [];
  return { events, listener: (e: DeliveredEvent) => { events.push(e); } };
};

describe('in-process live channel', () => {
  it('delivers to every connection of the growers named, once each, with increasing ids', () => {
    const channel = createInProcessChannel({ now: () => 1_000 });
    const a1 = collect(); const a2 = collect(); const b = collect();
    channel.subscribe(1, null, a1.listener);
    channel.subscribe(1, null, a2.listener);
    channel.subscribe(2, null, b.listener);
    channel.publish([1, 1], { type: 'x', data: 1 });
    channel.publish([2], { type: 'y', data: 2 });
    expect(a1.events.map((e) => e.type)).toEqual(['ready', 'x']);
    expect(a2.events.map((e) => e.type)).toEqual(['ready', 'x']);
    expect(b.events.map((e) => [e.type, e.data])).toEqual([['ready', null], ['y', 2]]);
    expect(b.events[1]!.id).toBeGreaterThan(a1.events[1]!.id);
  });

  it('resumes after the last id seen: the missed events in order, none twice, then live ones', () => {
    const channel = createInProcessChannel();
    const first = collect();
    const stop = channel.subscribe(1, null, first.listener);
    channel.publish([1], { type: 'n', data: 'a' });
    stop();
    channel.publish([1], { type: 'n', data: 'b' });
    channel.publish([2], { type: 'n', data: 'other' });
    channel.publish([1], { type: 'n', data: 'c' });
    const again = collect();
    channel.subscribe(1, first.events.at(-1)!.id, again.listener);
    channel.publish([1], { type: 'n', data: 'd' });
    expect(first.events.map((e) => e.data)).toEqual([null, 'a']);
    expect(again.events.map((e) => e.data)).toEqual(['b', 'c', 'd']);
  });

  it('answers reset when the events after the id fell out of the buffer, or the id is from another process', () => {
    const channel = createInProcessChannel({ bufferSize: 2 });
    const seen = collect();
    const stop = channel.subscribe(1, null, seen.listener);
    channel.publish([1], { type: 'n', data: 1 });
    stop();
    for (const data of [2, 3, 4]) channel.publish([1], { type: 'n', data });
    const late = collect();
    channel.subscribe(1, seen.events.at(-1)!.id, late.listener);
    expect(late.events.map((e) => e.type)).toEqual(['reset']);
    const stranger = collect();
    channel.subscribe(1, 5, stranger.listener);
    expect(stranger.events.map((e) => e.type)).toEqual(['reset']);
    const future = collect();
    channel.subscribe(1, Number.MAX_SAFE_INTEGER, future.listener);
    expect(future.events.map((e) => e.type)).toEqual(['reset']);
  });

  it('keeps the last buffered events resumable at the buffer bound', () => {
    const channel = createInProcessChannel({ bufferSize: 2 });
    const seen = collect();
    const stop = channel.subscribe(1, null, seen.listener);
    channel.publish([1], { type: 'n', data: 1 });
    stop();
    channel.publish([1], { type: 'n', data: 2 });
    channel.publish([1], { type: 'n', data: 3 });
    const again = collect();
    channel.subscribe(1, seen.events.at(-1)!.id, again.listener);
    expect(again.events.map((e) => e.data)).toEqual([2, 3]);
  });
});
