// /admin/vitals (admins only; the server checks users.role): the p75 of each web vital per page over the last N days,
// a chart of one vital's daily p75 against its thresholds, and a table per page.
import { Suspense, useMemo, useState } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import { useTranslation } from '@/i18n/use-translation';
import type { VitalsSummary } from '@/domain/telemetry/telemetry';
import { RATING_THRESHOLDS, WEB_VITALS } from '@/domain/telemetry/vitals-rating';
import { useIsAdmin } from '@/features/admin/use-is-admin';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { useVitalsSummary } from './use-vitals-summary';
import styles from './VitalsPage.module.css';

const VitalsChart = lazyWhenOnline(() => import('./VitalsChart'));
const DAY_CHOICES = [1, 7, 30, 90] as const;
type Vital = (typeof WEB_VITALS)[number];

/** A vital's value as people read it: CLS as a score, the others in milliseconds. */
function formatVital(name: Vital, value: number): string {
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

function Chart({ summary, vital }: { summary: VitalsSummary; vital: Vital }) {
  const { days, values } = useMemo(() => ({
    days: summary.daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
    values: summary.daily.map((day) => day.metrics[vital]?.p75 ?? null),
  }), [summary, vital]);
  const skeleton = <div className={styles.skeleton} />;
  return (
    <div className={styles.chart} data-testid="vitals-chart">
      <Suspense fallback={skeleton}>
        <VitalsChart days={days} values={values} thresholds={RATING_THRESHOLDS[vital]} unit={vital === 'CLS' ? '' : ' ms'} />
      </Suspense>
    </div>
  );
}

function VitalsAdmin() {
  const { t } = useTranslation();
  usePageTitle(t('telemetry.vitals.title'));
  const [days, setDays] = useState<number>(7);
  const [vital, setVital] = useState<Vital>('LCP');
  const state = useVitalsSummary(days);
  return (
    <div className="page" data-testid="vitals-admin">
      <h1>{t('telemetry.vitals.title')}</h1>
      <div className={styles.controls}>
        <label>
          {t('telemetry.vitals.days')}{' '}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DAY_CHOICES.map((choice) => <option key={choice} value={choice}>{t('telemetry.vitals.lastDays', { count: choice })}</option>)}
          </select>
        </label>
        <div className={styles.vitals} role="group" aria-label={t('telemetry.vitals.metric')}>
          {WEB_VITALS.map((name) => (
            <button key={name} type="button" className={`button ${name === vital ? 'button-primary' : ''}`} aria-pressed={name === vital} onClick={() => setVital(name)}>{name}</button>
          ))}
        </div>
      </div>
      {state.status === 'loading' && <div className={styles.skeleton} />}
      {state.status === 'error' && <p className={styles.error} role="alert">{t('telemetry.vitals.loadFailed', { reason: state.message })}</p>}
      {state.status === 'ready' && state.summary.pages.length === 0 && <p>{t('telemetry.vitals.empty')}</p>}
      {state.status === 'ready' && state.summary.pages.length > 0 && (
        <>
          <h2>{t('telemetry.vitals.daily', { metric: vital })}</h2>
          <Chart summary={state.summary} vital={vital} />
          <h2>{t('telemetry.vitals.perPage')}</h2>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="vitals-table">
              <thead>
                <tr><th>{t('telemetry.vitals.page')}</th>{WEB_VITALS.map((name) => <th key={name}>{name}</th>)}</tr>
              </thead>
              <tbody>
                {state.summary.pages.map((page) => (
                  <tr key={page.page_name}>
                    <th scope="row">{page.page_name}</th>
                    {WEB_VITALS.map((name) => {
                      const stat = page.metrics[name];
                      return (
                        <td key={name} data-rating={stat?.rating}>
                          {stat ? <>{formatVital(name, stat.p75)} <span className={styles.count}>{t('telemetry.vitals.visits', { count: stat.count })}</span></> : '—'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

/** Others (guests included) get the not-found page: the page does not exist for them. */
export function VitalsPage() {
  const isAdmin = useIsAdmin();
  if (isAdmin === undefined) return null;
  return isAdmin ? <VitalsAdmin /> : <div className="page"><NotFoundMessage /></div>;
}
