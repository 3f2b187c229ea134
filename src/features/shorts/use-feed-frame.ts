// Where the immersive feed sits: between the app's sticky header and, on phones, its fixed bottom tabs (measured, since
// both change height with the language, the sign-in state and the screen width), again on every resize.
import { useEffect, useState } from 'react';

export interface FeedFrame { top: number; bottom: number }

function measure(): FeedFrame {
  const header = document.querySelector('header');
  const tabs = Array.from(document.querySelectorAll('nav')).find((nav) => getComputedStyle(nav).position === 'fixed' && nav.getBoundingClientRect().height > 0);
  return { top: Math.max(0, header?.getBoundingClientRect().bottom ?? 0), bottom: tabs ? Math.max(0, window.innerHeight - tabs.getBoundingClientRect().top) : 0 };
}

export function useFeedFrame(): FeedFrame | null {
  const [frame, setFrame] = useState<FeedFrame | null>(null);
  useEffect(() => {
    const update = () => setFrame(measure());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return frame;
}
