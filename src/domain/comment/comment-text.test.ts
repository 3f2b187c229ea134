import { describe, expect, it } from 'vitest';
import { mentionedNames, tokenizeComment } from './comment-text';

describe('tokenizeComment', () => {
  it('keeps plain text, markup included, as one text piece', () => {
    const text = 'Nice <b>buds</b> & <script>alert(1)</script>';
    expect(tokenizeComment(text, {})).toEqual([{ kind: 'text', text }]);
  });

  it('turns resolved mentions into links to the grower and leaves unknown names as text', () => {
    expect(tokenizeComment('Hey @Demo_Grower, ask @nobody.', { demo_grower: 7 })).toEqual([
      { kind: 'text', text: 'Hey ' },
      { kind: 'mention', text: '@Demo_Grower', user_id: 7 },
      { kind: 'text', text: ', ask @nobody.' },
    ]);
  });

  it('ends a mention before a full stop and ignores e-mail addresses', () => {
    expect(tokenizeComment('thanks @ann. mail ann@example.com', { ann: 2, 'example.com': 9 })).toEqual([
      { kind: 'text', text: 'thanks ' },
      { kind: 'mention', text: '@ann', user_id: 2 },
      { kind: 'text', text: '. mail ann@example.com' },
    ]);
  });

  it('links addresses without the punctuation that ends the sentence or an unopened bracket', () => {
    expect(tokenizeComment('See https://example.com/a?b=1. (or www.grow.org/x)', {})).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. (or ' },
      { kind: 'link', text: 'www.grow.org/x', href: 'https://www.grow.org/x' },
      { kind: 'text', text: ')' },
    ]);
  });

  it('keeps balanced brackets of an address and never links other schemes', () => {
    expect(tokenizeComment('https://en.wikipedia.org/wiki/Kush_(cannabis) javascript:alert(1)', {})).toEqual([
      { kind: 'link', text: 'https://en.wikipedia.org/wiki/Kush_(cannabis)', href: 'https://en.wikipedia.org/wiki/Kush_(cannabis)' },
      { kind: 'text', text: ' javascript:alert(1)' },
    ]);
  });

  it('does not read an @ inside an address as a mention', () => {
    expect(tokenizeComment('https://site.com/@ann', { ann: 2 })).toEqual([
      { kind: 'link', text: 'https://site.com/@ann', href: 'https://site.com/@ann' },
    ]);
  });
});

describe('mentionedNames', () => {
  it('lists each name once, lower case, without addresses', () => {
    expect(mentionedNames('@Ann and @bob.smith, @ann again; me@mail.com https://x.io/@carl')).toEqual(['ann', 'bob.smith']);
  });
});
