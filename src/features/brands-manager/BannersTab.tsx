// The banners tab: the brand's box, cpm and header banners, newest first (stored on the device: it opens offline), each
// with its picture, state and days, its last 30 days of views, clicks and CTR, its waiting change, a switch, its
// statistics and its deletion; new banners of each kind open the editor.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BrandBannerRecord } from '@/db/database';
import { bannerState, clickThrough, dayOf, EDITABLE_BANNER_KINDS } from '@/domain/brand-manager/banner-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useBrandBanners } from './banner-hooks';
import { bannerWaits, removeBanner, switchBanner } from './banner-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Banners.module.css';

/** The banner's days in words. */
function useDays() {
  const { t } = useTranslation();
  return ({ start_date: from, end_date: to }: BrandBannerRecord) => {
    if (from && to) return t('brandBanners.dates.both', { from, to });
    if (from) return t('brandBanners.dates.from', { from });
    if (to) return t('brandBanners.dates.to', { to });
    return t('brandBanners.dates.none');
  };
}

function BannerRow({ banner, waiting, onError }: { banner: BrandBannerRecord; waiting: boolean; onError: (error: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const days = useDays();
  const state = bannerState(banner, dayOf(Date.now()));
  const number = new Intl.NumberFormat(i18n.language);
  const ctr = clickThrough(banner.last_days.views, banner.last_days.clicks);
  const report = (work: Promise<void>) => work.then(() => onError(null), (failure: unknown) => onError(describeError(failure)));
  return (
    <li className={own.banner} data-testid="brand-banner" data-banner-id={banner.id}>
      <img className={own.thumb} src={banner.image.size_s} width={96} height={72} alt={t('brandBanners.pictureOf', { title: banner.title })} />
      <div className={own.body}>
        <span className={own.titleRow}>
          <Link to="/brands-manager/banners/edit/$kind/$id" params={{ kind: banner.kind, id: banner.id }} className={styles.name}>{banner.title}</Link>
          <span className={own.badge}>{t(`brandBanners.kind.${banner.kind}`)}</span>
          <span className={`${own.badge} ${own[state]}`} data-testid="banner-state">{t(`brandBanners.state.${state}`)}</span>
          {waiting && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
        </span>
        <span className={styles.meta}>{days(banner)}</span>
        <span className={styles.meta} data-testid="banner-figures">
          {t('brandBanners.figures', {
            views: number.format(banner.last_days.views), clicks: number.format(banner.last_days.clicks),
            ctr: ctr === null ? t('brandBanners.noCtr') : `${number.format(ctr)} %`,
          })}
        </span>
      </div>
      <span className={own.bannerActions}>
        <button type="button" className="button" onClick={() => void report(switchBanner(banner, !banner.enabled))}>
          {banner.enabled ? t('brandBanners.switchOff') : t('brandBanners.switchOn')}
        </button>
        {banner.id > 0 && (
          <Link to="/brands-manager/banners/statistic/$kind/$id" params={{ kind: banner.kind, id: banner.id }} className="button">{t('brandBanners.statistics')}</Link>
        )}
        <ConfirmButton label={t('brandBanners.remove')} confirmLabel={t('brandBanners.confirmRemove', { title: banner.title })}
          cancelLabel={t('brandsManager.cancel')} onConfirm={() => void report(removeBanner(banner))} />
      </span>
    </li>
  );
}

export function BannersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { banners, waiting, refresh } = useBrandBanners(brand.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="brand-banners">
      <div className={styles.toolbar}>
        <h2 id="brand-banners">{t('brandBanners.title', { count: banners?.length ?? 0 })}</h2>
        <Link to="/brands-manager/banners/statistic" className="button">{t('brandBanners.allStatistics')}</Link>
      </div>
      <p className={styles.note}>{t('brandBanners.intro')}</p>
      <div className={own.newRow}>
        {EDITABLE_BANNER_KINDS.map((kind) => (
          <Link key={kind} to="/brands-manager/banners/edit/$kind/$id" params={{ kind, id: 0 }} className="button button-primary" data-testid={`new-banner-${kind}`}>
            {t('brandBanners.new', { kind: t(`brandBanners.kind.${kind}`) })}
          </Link>
        ))}
      </div>
      <RefreshStatus state={refresh} hasData={Boolean(banners?.length)} offlineText={t('brandsManager.offlineMissing')} />
      {error && <p className="message message-error" role="alert">{error}</p>}
      {banners === undefined
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : banners.length === 0
          ? (refresh.status !== 'loading' && <p className={styles.note}>{t('brandBanners.empty')}</p>)
          : (
            <ul className={styles.list} data-testid="brand-banners">
              {banners.map((banner) => <BannerRow key={banner.id} banner={banner} waiting={bannerWaits(waiting, banner.id)} onError={setError} />)}
            </ul>
          )}
    </section>
  );
}
