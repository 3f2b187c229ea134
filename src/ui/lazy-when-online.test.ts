import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './lazy-when-online';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe('loadWhenOnline', () => {
  it('waits offline for the connection and loads again, instead of failing', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: 'chart' });
    const loading = loadWhenOnline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    let settled = false;
    void loading.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    setOnline(true);
    dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'chart' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails at once when the device is online (a deploy removed the file: the chunk-error reload handles it)', async () => {
    setOnline(true);
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadWhenOnline(vi.fn().mockRejectedValue(error))).rejects.toBe(error);
  });
});
