// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, decideUpdate, mayReloadForChunk } from './update-decision';

const CURRENT = { build_id: 'b1', built_at: '2026-11-23T08:00:00.000Z' };
const NEWER = { build_id: 'b2', built_at: '2026-11-23T09:00:00.000Z' };
const clean = { unsavedInput: false, reloadedFor: null };

describe('the update decision', () => {
  it('reloads to a newer build when nothing is being typed', () => {
    expect(decideUpdate(CURRENT, NEWER, clean)).toBe('reload');
  });

  it('offers the newer build instead while a draft or form holds unsaved input', () => {
    expect(decideUpdate(CURRENT, NEWER, { ...clean, unsavedInput: true })).toBe('offer');
  });

  it('does nothing for the same build, an older one, an unreadable manifest or none', () => {
    expect(decideUpdate(CURRENT, { ...CURRENT }, clean)).toBe('none');
    expect(decideUpdate(CURRENT, { build_id: 'b0', built_at: '2026-11-22T08:00:00.000Z' }, clean)).toBe('none');
    expect(decideUpdate(CURRENT, { build_id: 'b3', built_at: 'yesterday' }, clean)).toBe('none');
    expect(decideUpdate(CURRENT, null, clean)).toBe('none');
  });

  it('never reloads twice for the same build (the reload did not bring it: no loop)', () => {
    expect(decideUpdate(CURRENT, NEWER, { unsavedInput: false, reloadedFor: 'b2' })).toBe('none');
    expect(decideUpdate(CURRENT, { build_id: 'b3', built_at: '2026-11-23T10:00:00.000Z' }, { unsavedInput: false, reloadedFor: 'b2' })).toBe('reload');
  });
});

describe('the reload after a failed chunk load', () => {
  it('reloads once per route, and again only after the guard time', () => {
    const now = 1_000_000;
    expect(mayReloadForChunk(null, '/diaries/3', now)).toBe(true);
    expect(mayReloadForChunk({ path: '/diaries/3', at: now - 1000 }, '/diaries/3', now)).toBe(false);
    expect(mayReloadForChunk({ path: '/diaries/3', at: now - 1000 }, '/diaries/4', now)).toBe(true);
    expect(mayReloadForChunk({ path: '/diaries/3', at: now - CHUNK_RELOAD_GUARD_MS - 1 }, '/diaries/3', now)).toBe(true);
  });
});
