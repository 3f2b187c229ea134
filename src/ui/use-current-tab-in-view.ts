// A tab bar that scrolls sideways on a phone brings its current tab (aria-current="page") into view when the address
// changes, scrolling the bar only, never the page.
import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, type RefObject } from 'react';

/** `list` is the bar's scrolling element; it must be the offset parent of its links (position: relative). */
export function useCurrentTabInView(list: RefObject<HTMLElement | null>): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useLayoutEffect(() => {
    const bar = list.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    // The first tab is in view already: reading positions would force a layout during the first render.
    if (!bar || !active || bar.firstElementChild?.contains(active)) return;
    if (active.offsetLeft < bar.scrollLeft || active.offsetLeft + active.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = active.offsetLeft - bar.clientWidth / 2 + active.offsetWidth / 2;
    }
  }, [list, pathname]);
}
