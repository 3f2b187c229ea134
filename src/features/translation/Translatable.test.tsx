// The Translate button in a fake browser: shown under a German text in the English interface once the site says it
// has a provider, it opens the translation below the original and hides it again; an English text, or a comment not
// sent yet, offers nothing; a failed translation is said in words and can be tried again.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Translatable } from './Translatable';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

const dom = mountRootPerTest();
const GERMAN = 'Die unteren Blätter sind gelb und ich habe nicht genug Licht.';

function fakeApi(translate: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const { pathname, search } = new URL(url);
    asked.push(pathname + search);
    if (pathname === '/api/translate/config') return Response.json({ enabled: true });
    return translate();
  }));
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);

describe('Translatable', () => {
  it('translates a text in another language on demand and hides the translation again', async () => {
    const asked = fakeApi(() => Response.json({ type: 'comment', id: 5, lang: 'en', fields: { text: 'The lower leaves are yellow.' }, source_lang: 'de', provider: 'libretranslate' }));
    dom.render(<Translatable type="comment" id={5} text={GERMAN} />);
    await waitFor(() => expect(button('Translate')).toBeDefined());
    act(() => button('Translate')!.click());
    await waitFor(() => expect(dom.container.querySelector('[data-testid="translation"]')?.textContent).toContain('The lower leaves are yellow.'));
    expect(dom.container.textContent).toContain('Machine translation from German');
    expect(asked).toContain('/api/translate?id=5&type=comment&lang=en');
    act(() => button('Hide translation')!.click());
    expect(dom.container.querySelector('[data-testid="translation"]')).toBeNull();
    expect(button('Translate')).toBeDefined();
  });

  it('offers nothing for a text in the interface language or an item not sent yet', async () => {
    const asked = fakeApi(() => Response.json({}));
    dom.render(<><Translatable type="comment" id={6} text="The buds are frosty and the smell is strong this week." /><Translatable type="comment" id={-3} text={GERMAN} /></>);
    await act(async () => { await Promise.resolve(); });
    expect(dom.container.querySelector('button')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('says when translating failed and lets the reader try again', async () => {
    fakeApi(() => new Response(JSON.stringify({ error: 'translation_failed', message: 'Translation failed: The translation service answered 500.' }), { status: 502 }));
    dom.render(<Translatable type="question" id={7} text={GERMAN} />);
    await waitFor(() => expect(button('Translate')).toBeDefined());
    act(() => button('Translate')!.click());
    await waitFor(() => expect(dom.container.querySelector('[role="alert"]')?.textContent).toMatch(/^Could not translate: /));
    expect(button('Translate')).toBeDefined();
  });
});
