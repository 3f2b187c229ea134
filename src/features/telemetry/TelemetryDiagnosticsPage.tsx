// /tests/ga: the telemetry of this visit: whether it is counted, metrics waiting on the device and the last send.
import styles from '@/features/diagnostics/DiagnosticsPage.module.css';
import { usePageTitle } from '@/ui/use-page-title';
import { formatTime, TrackerStatus } from './TrackerStatus';
import { useQueuedMetrics, useTrackerSnapshot } from './use-tracker-state';

export function TelemetryDiagnosticsPage() {
  usePageTitle('Telemetry');
  const snapshot = useTrackerSnapshot();
  const queued = useQueuedMetrics();
  const last = snapshot.telemetry.lastSend;
  return (
    <div className={styles.page} data-testid="telemetry-diagnostics">
      <h1>Telemetry</h1>
      <dl className={styles.facts}>
        <dt>Trackers</dt>
        <TrackerStatus startedAt={snapshot.startedAt} gate={snapshot.gate} />
        <dt>Queued on this device</dt>
        <dd data-testid="queued-metrics">{queued?.count ?? '…'}</dd>
        <dt>Recorded in this visit, not sent</dt>
        <dd>{snapshot.telemetry.waiting}</dd>
        <dt>Last send</dt>
        <dd data-testid="last-send">{last ? `${formatTime(last.at)}: ${last.count} metrics, ${last.outcome}` : 'none yet'}</dd>
      </dl>
      <h2>Queued metrics</h2>
      <table className={styles.table}>
        <thead><tr><th>Metric</th><th>Value</th><th>Rating</th><th>Page</th><th>Taken</th></tr></thead>
        <tbody>
          {queued?.metrics.map((metric) => (
            <tr key={`${metric.id}-${metric.name}-${metric.value}`}>
              <th scope="row">{metric.name}</th>
              <td>{metric.name === 'CLS' ? metric.value.toFixed(3) : Math.round(metric.value)}</td>
              <td>{metric.rating}</td>
              <td>{metric.page_path}</td>
              <td>{formatTime(metric.timestamp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
