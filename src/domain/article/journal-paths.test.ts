// The journal's addresses: every page told apart, section words never taken for articles, and back to the same splat.
import { describe, expect, it } from 'vitest';
import { isArticleLink, journalSplat, normalizeArticleTag, parseJournalPath, slugify, type JournalPath } from './journal-paths';

describe('parseJournalPath', () => {
  it('tells the pages apart and round-trips them', () => {
    const pages: [string, JournalPath][] = [
      ['living-soil-basics', { kind: 'article', link: 'living-soil-basics' }],
      ['category/guides', { kind: 'category', category: 'guides' }],
      ['careers', { kind: 'category', category: 'careers' }],
      ['tags/week-5', { kind: 'tag', tag: 'week-5' }],
      ['voting', { kind: 'voting' }],
      ['voting/12', { kind: 'poll', id: 12 }],
      ['edit', { kind: 'new' }],
      ['edit/7', { kind: 'edit', id: 7 }],
    ];
    for (const [splat, path] of pages) {
      expect(parseJournalPath(splat)).toEqual(path);
      expect(parseJournalPath(journalSplat(path))).toEqual(path);
    }
  });

  it('answers null for addresses that are no page', () => {
    for (const splat of ['', 'category/gossip', 'category', 'tags', 'tags/Big Tag', 'voting/x', 'voting/-3', 'edit/0', 'a/b/c', '123', 'Living-Soil', 'careers/1']) {
      expect(parseJournalPath(splat), splat).toBeNull();
    }
  });
});

describe('slugs', () => {
  it('makes links and tags from typed text', () => {
    expect(slugify('  Überfeeding: 5 Signs & Fixes! ', 80)).toBe('uberfeeding-5-signs-fixes');
    expect(slugify('!!!', 80)).toBeNull();
    expect(slugify('a'.repeat(40) + ' b', 30)).toBe('a'.repeat(30));
    expect(normalizeArticleTag('#Living Soil')).toBe('living-soil');
  });

  it('keeps section words and bare numbers for the addresses', () => {
    expect(['voting', 'careers', 'category', 'tags', 'edit', '2024'].map(isArticleLink)).toEqual([false, false, false, false, false, false]);
    expect(isArticleLink('harvest-2024')).toBe(true);
  });
});
