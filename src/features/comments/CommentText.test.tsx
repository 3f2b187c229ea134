// A comment's text on screen: mentions link to the grower, addresses open in a new tab as user content, and markup a
// grower typed stays text (no element is ever made from it).
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { CommentText } from './CommentText';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

const dom = mountRootPerTest();

function renderText(text: string, mentions: Record<string, number>) {
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p data-testid="text"><CommentText text={text} mentions={mentions} /></p> }),
    createRoute({ getParentRoute: () => root, path: 'grower/$id', component: () => null }),
  ]);
  dom.render(<RouterProvider router={createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })} />);
}

const shown = () => dom.container.querySelector('[data-testid="text"]');

describe('CommentText', () => {
  it('makes mentions and addresses links, and keeps markup as text', async () => {
    renderText('Hi @Ann, see https://grow.example/tips <img src=x onerror=alert(1)> <b>bold</b>', { ann: 4 });
    await waitFor(() => expect(shown()).not.toBeNull());
    const links = [...shown()!.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel'), target: a.getAttribute('target'), text: a.textContent }));
    expect(links).toEqual([
      { href: '/grower/4', rel: null, target: null, text: '@Ann' },
      { href: 'https://grow.example/tips', rel: 'nofollow ugc noopener', target: '_blank', text: 'https://grow.example/tips' },
    ]);
    expect(shown()!.querySelector('img, b')).toBeNull();
    expect(shown()!.textContent).toBe('Hi @Ann, see https://grow.example/tips <img src=x onerror=alert(1)> <b>bold</b>');
  });
});
