// The pager of every paged list: real page addresses, "Page N of M" as the only current page, and in-app navigation.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type LinkProps } from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './Pager';
import { mountRootPerTest, waitFor } from '../../tests/helpers/dom';

const dom = mountRootPerTest();

const strainsPage = (page: number): LinkProps => ({ to: '/strains', search: page > 1 ? { page } : {} });

/** Renders `content` at `address` inside a router that knows /strains and /explore/{tags}. */
function renderAt(address: string, content: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = { component: () => <>{content()}</>, validateSearch: (search: Record<string, unknown>) => search };
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: 'strains', ...page }),
    createRoute({ getParentRoute: () => root, path: 'explore/$', ...page }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [address] }) });
  dom.render(<RouterProvider router={router} />);
  return router;
}

const nav = () => dom.container.querySelector('nav');
const links = () => [...(nav()?.querySelectorAll('a') ?? [])].map((a) => ({ rel: a.rel, href: a.getAttribute('href'), text: a.textContent }));

describe('Pager', () => {
  it('links the pages before and after by their addresses, and only "Page N of M" is the current page', async () => {
    renderAt('/strains?page=2', () => <Pager page={2} total={41} pageSize={20} linkTo={strainsPage} />);
    await waitFor(() => expect(nav()).not.toBeNull());
    expect(nav()!.getAttribute('aria-label')).toBe('Pages');
    expect(links()).toEqual([
      { rel: 'prev', href: '/strains', text: '← Previous page' },
      { rel: 'next', href: '/strains?page=3', text: 'Next page →' },
    ]);
    expect([...nav()!.querySelectorAll('[aria-current]')].map((element) => element.textContent)).toEqual(['Page 2 of 3']);
  });

  it('shows no link past the last page, and nothing for a list of one page', async () => {
    renderAt('/strains?page=3', () => (
      <>
        <Pager page={3} total={41} pageSize={20} linkTo={strainsPage} />
        <Pager page={1} total={20} pageSize={20} linkTo={strainsPage} />
      </>
    ));
    await waitFor(() => expect(nav()).not.toBeNull());
    expect(dom.container.querySelectorAll('nav')).toHaveLength(1);
    expect(links()).toEqual([{ rel: 'prev', href: '/strains?page=2', text: '← Previous page' }]);
  });

  it('after "show more", leads back from the first page shown and on from the last', async () => {
    renderAt('/strains?page=4', () => <Pager page={4} firstPage={2} total={100} pageSize={20} linkTo={strainsPage} />);
    await waitFor(() => expect(nav()).not.toBeNull());
    expect(links().map((link) => link.href)).toEqual(['/strains', '/strains?page=5']);
    expect(nav()!.textContent).toContain('Page 4 of 5');
  });

  it('shows no link before the first page, and opens a page inside the app, the tags of a splat address kept as path segments', async () => {
    const explorePage = (page: number): LinkProps => ({ to: '/explore/$', params: { _splat: 'harvested/sort-views' }, search: page > 1 ? { page } : {} });
    const router = renderAt('/explore/harvested/sort-views', () => <Pager page={1} total={2500} pageSize={1000} linkTo={explorePage} />);
    await waitFor(() => expect(nav()).not.toBeNull());
    expect(links()).toEqual([{ rel: 'next', href: '/explore/harvested/sort-views?page=2', text: 'Next page →' }]);
    act(() => nav()!.querySelector('a')!.click());
    await waitFor(() => expect(router.state.location.href).toBe('/explore/harvested/sort-views?page=2'));
  });
});
