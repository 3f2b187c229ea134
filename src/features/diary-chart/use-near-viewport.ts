// Tells, once, when an element comes within a margin of the viewport, so heavy parts load just before they are seen.
import { useEffect, useState } from 'react';

/** A ref callback for the element, and whether it has come within `margin` pixels of the viewport. */
export function useNearViewport(margin: number): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near];
}
