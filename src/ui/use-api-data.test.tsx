// A screen's API answer after a failure, on Vitest's fake clock: one that may pass (no answer, a failing server) is
// tried again after 2 s, then 5 s, …, and at once when the device comes back online; a refusal or a missing thing is not.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { RETRY_WAITS_MS, useApiData } from './use-api-data';
import { mountRootPerTest } from '../../tests/helpers/dom';

const dom = mountRootPerTest();

function Screen({ load }: { load: () => Promise<string> }) {
  const { data, refresh } = useApiData('thing', load);
  return <p>{data ?? refresh.status}</p>;
}

/** A load that fails with each of `failures` in turn, then answers "here". */
function loadFailing(...failures: Error[]) {
  let calls = 0;
  return vi.fn(() => (calls < failures.length ? Promise.reject(failures[calls++]!) : Promise.resolve('here')));
}

const shown = () => dom.container.textContent;
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useApiData after a failure', () => {
  it('tries again after 2 s, then 5 s, while the network or the server is down', async () => {
    const load = loadFailing(new NetworkError(), new ServerError(503, null, null));
    dom.render(<Screen load={load} />);
    await pass(0);
    expect(shown()).toBe('failed');
    expect(load).toHaveBeenCalledTimes(1);
    await pass(RETRY_WAITS_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('failed');
    await pass(RETRY_WAITS_MS[1] - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(shown()).toBe('here');
    await pass(5 * 60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('waits offline, and tries at once when the device is back online', async () => {
    online = false;
    const load = loadFailing(new NetworkError());
    dom.render(<Screen load={load} />);
    await pass(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('here');
  });

  it('does not try again what the server refused or does not have', async () => {
    for (const status of [400, 403, 404]) {
      const load = loadFailing(new ServerError(status, null, null));
      dom.render(<Screen key={status} load={load} />);
      await pass(10 * 60_000);
      expect(load).toHaveBeenCalledTimes(1);
    }
  });
});

describe('useApiData and the worker\'s word that a copy changed', () => {
  it('loads again when the word came after the route asked but before the screen listened, and not otherwise', async () => {
    const { noteRevalidation } = await import('@/sync/transport/connectivity');
    const { prefetch } = await import('@/sync/transport/prefetch');
    const revalidated = { type: 'api-revalidated' as const, url: '/api/things/1', reached: true, changed: true };
    // The route's loader asked (a stale copy came at once); the worker then found it changed, all before the screen rendered.
    prefetch('thing', () => Promise.resolve('stale'));
    await pass(1);
    noteRevalidation(revalidated);
    const load = vi.fn(() => Promise.resolve('fresh'));
    dom.render(<Screen load={load} />);
    await pass(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('fresh');

    // A later screen asked after that word: nothing to load again.
    dom.render(<p />);
    await pass(1);
    const later = vi.fn(() => Promise.resolve('fresh'));
    dom.render(<Screen load={later} />);
    await pass(0);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
