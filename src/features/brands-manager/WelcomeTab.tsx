// The welcome tab: the brand's onboarding as a checklist read from its real state (logo, description, products, a
// scheme, a banner, a tester, a sent newsletter), each step linking to the tab where it is done; stored on the device.
import { Link } from '@tanstack/react-router';
import type { WelcomeStep } from '@/domain/brand-manager/subscription';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useBrandWelcome } from './subscription-hooks';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Welcome.module.css';

/** The tab where each step is done. */
const STEP_TAB = {
  logo: '/brands-manager/edit',
  description: '/brands-manager/edit',
  products: '/brands-manager/products',
  scheme: '/brands-manager/schemes',
  banner: '/brands-manager/banners',
  tester: '/brands-manager/testers',
  newsletter: '/brands-manager/newsletters',
} as const satisfies Record<WelcomeStep, string>;

export function WelcomeTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { welcome, refresh } = useBrandWelcome(brand.id);
  const done = welcome?.items.filter((item) => item.done).length ?? 0;
  return (
    <section className={styles.section} aria-labelledby="brand-welcome">
      <h2 id="brand-welcome">{t('brandAudience.welcome.title', { brand: brand.name })}</h2>
      <p className={styles.note}>{t('brandAudience.welcome.intro')}</p>
      <RefreshStatus state={refresh} hasData={Boolean(welcome)} offlineText={t('brandsManager.offlineMissing')} />
      {welcome === undefined || (welcome === null && refresh.status === 'loading')
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : welcome && (
          <>
            <p className={own.progress} data-testid="welcome-progress">{t('brandAudience.welcome.progress', { done, count: welcome.items.length })}</p>
            <ol className={styles.list}>
              {welcome.items.map(({ step, done: isDone }) => (
                <li key={step} className={`${styles.row} ${isDone ? own.done : ''}`} data-testid={`welcome-${step}`} data-done={isDone}>
                  <span className={styles.who}>
                    <span className={own.mark} aria-hidden="true">{isDone ? '✓' : '○'}</span>
                    <span>
                      <span className={styles.name}>{t(`brandAudience.welcome.step.${step}`)}</span>
                      <br />
                      <span className={styles.meta}>{isDone ? t('brandAudience.welcome.done') : t(`brandAudience.welcome.how.${step}`)}</span>
                    </span>
                  </span>
                  <Link to={STEP_TAB[step]} className="button">{isDone ? t('brandAudience.welcome.open') : t('brandAudience.welcome.start')}</Link>
                </li>
              ))}
            </ol>
          </>
        )}
    </section>
  );
}
