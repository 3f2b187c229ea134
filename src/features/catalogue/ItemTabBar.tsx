// The tabs of a catalogue page (about, diaries, gallery...): links to its nested routes, the current one marked.
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import styles from './ItemTabBar.module.css';

export interface ItemTabLink {
  label: string;
  /** Where the tab leads, e.g. { to: '/nutrients/$id/diaries', params: { id: '7' } }. */
  link: LinkProps;
  /** A count shown after the label (diaries, reviews...), when known. */
  count?: number;
}

export function ItemTabBar({ tabs, label }: { tabs: ItemTabLink[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // On a phone the bar scrolls sideways: the current tab is brought into view (never the page itself).
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // The first tab is in view already: reading positions would force a layout during the first render.
    if (!list || !active || list.firstElementChild?.contains(active)) return;
    if (active.offsetLeft < list.scrollLeft || active.offsetLeft + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = active.offsetLeft - list.clientWidth / 2 + active.offsetWidth / 2;
    }
  }, [pathname]);
  return (
    <nav className={styles.bar} aria-label={label}>
      <ul className={styles.list} ref={listRef}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              {...tab.link}
              className={styles.tab}
              activeOptions={{ exact: true, includeSearch: false }}
              activeProps={{ className: styles.active, 'aria-current': 'page' }}
              resetScroll={false}
            >
              {tab.label}
              {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
