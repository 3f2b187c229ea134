// @vitest-environment node
// The widget page's rules: a diary's number from what a grower pastes, and the snippet with its title escaped and
// its language.
import { describe, expect, it } from 'vitest';
import { diaryIdOf, embedSnippet } from './WidgetScreen';

describe('diaryIdOf', () => {
  it('reads a number, a path or a whole address of a diary', () => {
    expect(diaryIdOf('123')).toBe(123);
    expect(diaryIdOf(' /diaries/45 ')).toBe(45);
    expect(diaryIdOf('https://grow.test/diaries/678/week/3')).toBe(678);
    expect(diaryIdOf('http://localhost:8080/diaries/9?x=1')).toBe(9);
  });

  it('refuses anything else', () => {
    for (const typed of ['', '0', '-3', 'abc', '/strains/12', 'https://grow.test/grower/5', '12345678901']) expect(diaryIdOf(typed), typed).toBeNull();
  });
});

describe('embedSnippet', () => {
  it('frames the diary\'s embed page of this site, its title escaped', () => {
    expect(embedSnippet('https://grow.test', 12, 'A "grow" <diary> & co')).toBe(
      '<iframe src="https://grow.test/embed/diary/12" width="360" height="118" style="border:0;max-width:100%" loading="lazy" title="A &quot;grow&quot; &lt;diary> &amp; co"></iframe>',
    );
  });

  it('names the interface language the embed speaks, and none for English', () => {
    expect(embedSnippet('https://grow.test', 12, 'Diary', 'ru')).toContain('src="https://grow.test/embed/diary/12?lang=ru"');
    expect(embedSnippet('https://grow.test', 12, 'Diary', 'en')).toContain('src="https://grow.test/embed/diary/12"');
    expect(embedSnippet('https://grow.test', 12, 'Diary', 'en-tr')).toContain('src="https://grow.test/embed/diary/12"');
  });
});
