// Which API reads the service worker caches: shared lists and pages yes; answers kept in IndexedDB or private downloads
// (the session, a grower's premium and invoices, the admin's orders, a data export) never.
import { describe, expect, it } from 'vitest';
import { isCachedApiRequest } from './routes';

const origin = self.location.origin;
const cached = (path: string, method = 'GET') => isCachedApiRequest(new URL(path, origin), new Request(new URL(path, origin), { method }));

describe('cached API reads', () => {
  it('keeps diaries, profiles and the premium plans', () => {
    expect(cached('/api/diaries?start=0&limit=20')).toBe(true);
    expect(cached('/api/users/5')).toBe(true);
    expect(cached('/api/premium/plans')).toBe(true);
  });

  it('never keeps what the device stores itself or what is private', () => {
    for (const path of ['/api/session', '/api/users/5/premium', '/api/users/5/invoices/12', '/api/admin/orders?state=unpaid', '/api/users/5/export']) {
      expect(cached(path), path).toBe(false);
    }
    expect(cached('/api/diaries', 'POST')).toBe(false);
  });
});
