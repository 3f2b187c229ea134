// return_path stays on this site: every way of naming another origin is refused, paths keep their query and hash.
import { describe, expect, it } from 'vitest';
import { initiateQuerySchema, sameSitePath } from './oauth';

describe('sameSitePath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(sameSitePath('/')).toBe('/');
    expect(sameSitePath('/grower/5/settings/oauth')).toBe('/grower/5/settings/oauth');
    expect(sameSitePath('/search?query=moon#top')).toBe('/search?query=moon#top');
    expect(sameSitePath('/a/../diaries')).toBe('/diaries');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'evil.example', '', '/\t/evil.example', '/\n/evil.example']) {
      expect(sameSitePath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('defaults to / in the initiate query', () => {
    expect(initiateQuerySchema.parse({ provider: 'local' })).toEqual({ provider: 'local', return_path: '/', intent: 'signin' });
    expect(initiateQuerySchema.safeParse({ provider: 'local', return_path: '//evil.example' }).success).toBe(false);
    expect(initiateQuerySchema.safeParse({ provider: 'Bad Name' }).success).toBe(false);
  });
});
