// The live connection with a stand-in EventSource: events reach the handlers of their type; when the stream is closed
// for good it opens again after a pause, from the last id seen; closing stops it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLive, onLiveEvent } from './live-connection';

class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  closed = false;
  listeners = new Map<string, Array<(e: Event) => void>>();
  constructor(readonly url: string) { FakeEventSource.opened.push(this); }
  addEventListener(type: string, fn: (e: Event) => void) { this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]); }
  close() { this.closed = true; }
  emit(type: string, id: string, data: unknown) {
    const event = Object.assign(new Event(type), { data: JSON.stringify(data), lastEventId: id });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live connection', () => {
  it('hands events to their handlers and resumes from the last id after the stream closed', () => {
    const got: unknown[] = [];
    const stop = onLiveEvent('notification', (data) => got.push(data));
    const close = connectLive('tok');
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toMatch(/\/api\/live\?token=tok$/);
    first.emit('ready', '100', null);
    first.emit('notification', '101', { id: 1 });
    expect(got).toEqual([{ id: 1 }]);

    // The server went away between the browser's own retries: opened again after a pause, from id 101.
    first.readyState = FakeEventSource.CLOSED;
    first.onerror?.();
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toMatch(/last_event_id=101/);
    second.emit('notification', '102', { id: 2 });
    expect(got).toEqual([{ id: 1 }, { id: 2 }]);

    // Closed again after it delivered: the short pause; closed again at once (refused): the pause doubles.
    second.readyState = FakeEventSource.CLOSED;
    second.onerror?.();
    vi.advanceTimersByTime(1_000);
    const third = FakeEventSource.opened[2]!;
    expect(third.url).toMatch(/last_event_id=102/);
    third.readyState = FakeEventSource.CLOSED;
    third.onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.opened).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(4);

    close();
    expect(FakeEventSource.opened[3]!.closed).toBe(true);
    stop();
  });

  it('leaves reconnecting to the browser while the stream is only interrupted, and stops for good when closed', () => {
    const close = connectLive('tok');
    const es = FakeEventSource.opened[0]!;
    es.readyState = 0;
    es.onerror?.();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    close();
    es.readyState = FakeEventSource.CLOSED;
    es.onerror?.();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
