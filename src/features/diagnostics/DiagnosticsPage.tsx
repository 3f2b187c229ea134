// /tests: the state of the service worker, storage and IndexedDB on this device, and a crash test.
import { useState } from 'react';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { useStorageEstimate, useTableCounts, useWorkerState } from './use-diagnostics';
import styles from './DiagnosticsPage.module.css';

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Crash(): never {
  throw new Error('Diagnostics: a render error was requested');
}

export function DiagnosticsPage() {
  usePageTitle('Diagnostics');
  const online = useOnline();
  const worker = useWorkerState();
  const storage = useStorageEstimate();
  const tables = useTableCounts();
  const [crash, setCrash] = useState(false);
  return (
    <div className={styles.page} data-testid="diagnostics">
      <h1>Diagnostics</h1>
      <dl className={styles.facts}>
        <dt>Network</dt>
        <dd>{online ? 'online' : 'offline'}</dd>
        <dt>Service worker</dt>
        <dd data-testid="sw-state">{!worker ? '…' : !worker.supported ? 'not supported' : `${worker.state ?? 'none'}${worker.controlled ? ', controls this page' : ''}`}</dd>
        <dt>Scope</dt>
        <dd>{worker?.scope ?? '—'}</dd>
        <dt>Storage used</dt>
        <dd>{megabytes(storage?.usage)} of {megabytes(storage?.quota)}</dd>
      </dl>
      <h2>IndexedDB</h2>
      <table className={styles.table}>
        <tbody>
          {tables?.map((table) => (
            <tr key={table.name}>
              <th scope="row">{table.name}</th>
              <td>{table.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Error page</h2>
      <button type="button" className="button" onClick={() => setCrash(true)}>Simulate a render error</button>
      {crash && <Crash />}
    </div>
  );
}
