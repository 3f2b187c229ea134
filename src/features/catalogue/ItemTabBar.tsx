// The tabs of a catalogue page (about, diaries, gallery...): links to its nested routes, the current one marked.
import { Link, type LinkProps } from '@tanstack/react-router';
import { useRef } from 'react';
import { useCurrentTabInView } from '@/ui/use-current-tab-in-view';
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
  useCurrentTabInView(listRef);
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
