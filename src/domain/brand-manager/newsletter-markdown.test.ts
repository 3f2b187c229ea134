// A newsletter's Markdown becomes paragraphs, headings and lists of text, bold, italic and numbered http(s) links;
// markup and other link schemes stay plain text.
import { describe, expect, it } from 'vitest';
import { newsletterBlocks, newsletterLinks, newsletterText } from './newsletter-markdown';

describe('newsletter Markdown', () => {
  it('reads headings, paragraphs with line breaks, lists, bold, italic and numbered links', () => {
    const text = '# Spring news\n\nOur **new** bloom is *here*.\nSee [the shop](https://shop.example/bloom).\n\n- Grow [A](https://a.example)\n- Bloom';
    expect(newsletterBlocks(text)).toEqual([
      { kind: 'heading', inlines: [{ kind: 'text', text: 'Spring news' }] },
      { kind: 'paragraph', lines: [
        [{ kind: 'text', text: 'Our ' }, { kind: 'strong', text: 'new' }, { kind: 'text', text: ' bloom is ' }, { kind: 'em', text: 'here' }, { kind: 'text', text: '.' }],
        [{ kind: 'text', text: 'See ' }, { kind: 'link', text: 'the shop', href: 'https://shop.example/bloom', index: 0 }, { kind: 'text', text: '.' }],
      ] },
      { kind: 'list', items: [
        [{ kind: 'text', text: 'Grow ' }, { kind: 'link', text: 'A', href: 'https://a.example', index: 1 }],
        [{ kind: 'text', text: 'Bloom' }],
      ] },
    ]);
    expect(newsletterLinks(text)).toEqual(['https://shop.example/bloom', 'https://a.example']);
    expect(newsletterText(text)).toEqual(['Spring news', 'Our new bloom is here.\nSee the shop (https://shop.example/bloom).', '- Grow A (https://a.example)\n- Bloom']);
  });

  it('keeps markup and links of other schemes as text', () => {
    const text = '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>';
    expect(newsletterBlocks(text)).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text }]] }]);
    expect(newsletterLinks(text)).toEqual([]);
  });
});
