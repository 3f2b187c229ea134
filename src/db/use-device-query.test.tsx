// The shell's live reads of the device: the stored answer once Dexie has loaded, again after each write, the last
// answer kept while another key is read, and a failed read shown by the error boundary.
import 'fake-indexeddb/auto';
import { Component, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './database';
import { useDeviceQuery } from './use-device-query';
import { mountRootPerTest, waitFor } from '../../tests/helpers/dom';

const dom = mountRootPerTest();

function feed(key: string, total: number) {
  return { key, ids: [], total, synced_at: 0 };
}

/** Shows a feed's total, and records every value it rendered. */
function FeedTotal({ feedKey, seen }: { feedKey: string; seen: unknown[] }) {
  const total = useDeviceQuery(async (database) => (await database.feeds.get(feedKey))?.total ?? null, [feedKey]);
  seen.push(total);
  return <p>{total === undefined ? 'reading' : `total ${total}`}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

beforeEach(async () => {
  await db.feeds.clear();
});

describe('useDeviceQuery', () => {
  it('answers undefined first, then what is stored, and again after each write', async () => {
    await db.feeds.put(feed('main', 60));
    const seen: unknown[] = [];
    dom.render(<FeedTotal feedKey="main" seen={seen} />);
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(dom.container.textContent).toBe('total 60'));

    await db.feeds.put(feed('main', 61));
    await waitFor(() => expect(dom.container.textContent).toBe('total 61'));
    await db.feeds.delete('main');
    await waitFor(() => expect(dom.container.textContent).toBe('total null'));
  });

  it('keeps the last answer while another key is read, never falling back to undefined', async () => {
    await db.feeds.bulkPut([feed('main', 60), feed('diaries:all', 500)]);
    const seen: unknown[] = [];
    dom.render(<FeedTotal feedKey="main" seen={seen} />);
    await waitFor(() => expect(dom.container.textContent).toBe('total 60'));
    const before = seen.length;

    dom.render(<FeedTotal feedKey="diaries:all" seen={seen} />);
    await waitFor(() => expect(dom.container.textContent).toBe('total 500'));
    expect(seen.slice(before)).not.toContain(undefined);
    expect(seen.slice(before).at(-1)).toBe(500);
  });

  it('stops reading once unmounted: a later write renders nothing', async () => {
    const seen: unknown[] = [];
    dom.render(<FeedTotal feedKey="main" seen={seen} />);
    await waitFor(() => expect(dom.container.textContent).toBe('total null'));
    dom.render(<p>elsewhere</p>);
    const rendered = seen.length;
    await db.feeds.put(feed('main', 7));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.length).toBe(rendered);
    expect(dom.container.textContent).toBe('elsewhere');
  });

  it('throws a failed read to the nearest error boundary', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken() {
      const value = useDeviceQuery(async (database) => {
        await database.feeds.get('main');
        throw new Error('disk gone');
      }, []);
      return <p>{String(value)}</p>;
    }
    dom.render(<Boundary><Broken /></Boundary>);
    await waitFor(() => expect(dom.container.textContent).toBe('failed: disk gone'));
    logged.mockRestore();
  });
});
