// One banner in its slot, labelled as an ad: a view is counted once it is half in view on a visible page, a click when clicked.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { AdPlacement } from '@/domain/ads/ad-kinds';
import type { AdBanner as AdBannerData } from '@/domain/ads/ads';
import { Photo } from '@/ui/Photo';
import styles from './AdBanner.module.css';

interface AdBannerProps {
  banner: AdBannerData;
  placement: AdPlacement;
  /** Records a view or a click of this banner in this placement. */
  record: (action: 'view' | 'click') => void;
  /** Opens a link inside the app without reloading it. */
  navigate: (url: string) => void;
}

const SIZES: Record<AdPlacement, string> = {
  header: '(max-width: 760px) 100vw, 728px', box: '300px', sidebar: '300px', cpm: '(max-width: 600px) 100vw, 560px', button: '0px',
};

/** Calls `seen` once, the first time at least half of the element is in view while the page is visible. */
function useSeenOnce(ref: React.RefObject<HTMLElement | null>, seen: () => void) {
  const latest = useRef(seen);
  latest.current = seen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    let inView = false;
    let done = false;
    const check = () => {
      if (done || !inView || document.visibilityState !== 'visible') return;
      done = true;
      latest.current();
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
    };
    const observer = new IntersectionObserver(([entry]) => {
      inView = Boolean(entry && entry.intersectionRatio >= 0.5);
      check();
    }, { threshold: [0, 0.5] });
    observer.observe(element);
    document.addEventListener('visibilitychange', check);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', check);
    };
  }, [ref]);
}

export function AdBanner({ banner, placement, record, navigate }: AdBannerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useSeenOnce(ref, () => record('view'));
  const internal = banner.url.startsWith('/') && !banner.url.startsWith('//');
  const open = (event: React.MouseEvent<HTMLAnchorElement>) => {
    record('click');
    if (internal && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      navigate(banner.url);
    }
  };
  const link = { href: banner.url, onClick: open, rel: 'sponsored noopener', target: internal ? undefined : '_blank' };
  if (placement === 'button') {
    return (
      <span ref={ref} className={styles.buttonAd} data-testid="ad-banner" data-ad-id={banner.id}>
        <a className="button" {...link}>{banner.title}</a>
        <span className={styles.buttonLabel}>{t('ads.label')}</span>
      </span>
    );
  }
  return (
    <aside ref={ref} className={styles.banner} aria-label={t('ads.label')} data-testid="ad-banner" data-ad-id={banner.id} data-ad-placement={placement}>
      <a className={styles.link} {...link}>
        {banner.image && <Photo photo={{ id: banner.id, comment: '', ...banner.image }} alt="" sizes={SIZES[placement]} className={styles.picture} />}
        <span className={placement === 'header' ? styles.headerText : styles.text}>
          <strong>{banner.title}</strong>
          {placement !== 'header' && banner.text && <span>{banner.text}</span>}
        </span>
      </a>
      <span className={styles.label}>{t('ads.label')} · {banner.brand_name}</span>
    </aside>
  );
}
