// /tests/adv: what the ad runtime loaded and shows, the statistics queue, the last flush and the signing key.
import { useAdRuntimeState, useAdStatsState, useQueuedAdStats, useSigningKeyStored } from '@/features/ads/use-ad-diagnostics';
import { flushAdStats } from '@/sync/telemetry/ad-stats';
import { usePageTitle } from '@/ui/use-page-title';
import styles from './DiagnosticsPage.module.css';

const time = (at: number | undefined) => (at === undefined ? '—' : new Date(at).toLocaleTimeString());

export function AdDiagnosticsPage() {
  usePageTitle('Ads diagnostics');
  const runtime = useAdRuntimeState();
  const stats = useAdStatsState();
  const queued = useQueuedAdStats();
  const keyStored = useSigningKeyStored();
  return (
    <div className={styles.page} data-testid="ad-diagnostics">
      <h1>Ads</h1>
      <dl className={styles.facts}>
        <dt>Runtime</dt>
        <dd data-testid="ad-runtime-status">{runtime.status}</dd>
        <dt>Section</dt>
        <dd>{runtime.section ?? '—'}</dd>
        <dt>Banners offered</dt>
        <dd>{Object.entries(runtime.offered).map(([kind, count]) => `${kind} ${count}`).join(', ') || '—'}</dd>
        <dt>Last banner load</dt>
        <dd>{time(runtime.lastLoad?.at)}{runtime.lastLoad?.error && ` (${runtime.lastLoad.error})`}</dd>
        <dt>Queued statistics</dt>
        <dd data-testid="ad-queued">{queued ? `${queued.total} (${queued.signed} signed)` : '…'}</dd>
        <dt>Last flush</dt>
        <dd data-testid="ad-last-flush">{stats.lastFlush ? `${time(stats.lastFlush.at)}: ${stats.lastFlush.outcome}${stats.lastFlush.accepted === undefined ? '' : `, ${stats.lastFlush.accepted} counted`}` : '—'}</dd>
        <dt>Signing key</dt>
        <dd data-testid="ad-key">{keyStored === undefined ? '…' : keyStored ? 'stored on this device' : `not stored (${stats.key})`}</dd>
      </dl>
      <h2>Shown on the last page</h2>
      {runtime.shown.length === 0 ? <p>None.</p> : (
        <table className={styles.table}>
          <tbody>
            {runtime.shown.map((ad) => (
              <tr key={`${ad.placement}:${ad.id}`}>
                <th scope="row">{ad.placement}</th>
                <td>#{ad.id} {ad.title}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="button" onClick={() => void flushAdStats()}>Flush statistics now</button>
    </div>
  );
}
