// /tests/impressions: elements tracked now with their seconds so far, the records stored on the device, the last send.
import styles from '@/features/diagnostics/DiagnosticsPage.module.css';
import { usePageTitle } from '@/ui/use-page-title';
import { formatTime, TrackerStatus } from './TrackerStatus';
import { useStoredImpressions, useTrackerSnapshot } from './use-tracker-state';

export function ImpressionDiagnosticsPage() {
  usePageTitle('Impressions');
  const snapshot = useTrackerSnapshot();
  const stored = useStoredImpressions();
  const last = snapshot.lastImpressionSend;
  return (
    <div className={styles.page} data-testid="impression-diagnostics">
      <h1>Impressions</h1>
      <dl className={styles.facts}>
        <dt>Trackers</dt>
        <TrackerStatus startedAt={snapshot.startedAt} gate={snapshot.gate} />
        <dt>Last send</dt>
        <dd data-testid="last-impression-send">{last ? `${formatTime(last.at)}: ${last.outcome}` : 'none yet'}</dd>
      </dl>
      <h2>Tracked now</h2>
      <table className={styles.table} data-testid="live-impressions">
        <thead><tr><th>Type</th><th>Id</th><th>Seconds</th><th>Clock</th></tr></thead>
        <tbody>
          {snapshot.impressions.map((item) => (
            <tr key={`${item.t}-${item.i}`}>
              <th scope="row">{item.t}</th><td>{item.i}</td><td>{item.seconds}</td><td>{item.counting ? 'counting' : 'paused'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Stored, waiting to be sent</h2>
      <table className={styles.table} data-testid="stored-impressions">
        <thead><tr><th>Type</th><th>Id</th><th>Views</th><th>Seconds</th></tr></thead>
        <tbody>
          {stored?.map((record) => (
            <tr key={`${record.t}-${record.i}`}>
              <th scope="row">{record.t}</th><td>{record.i}</td><td>{record.v}</td><td>{record.s}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
