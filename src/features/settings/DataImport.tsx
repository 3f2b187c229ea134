// "Bring diaries in" on the Your data page: uploads a data export's zip with its progress, then follows each import
// the server works through (asking again every few seconds while one is under way) and links the diaries it made.
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AccountImport } from '@/domain/user/account-import';
import { MAX_IMPORT_BYTES } from '@/domain/user/account-import-limits';
import { useTranslation } from '@/i18n/use-translation';
import { fetchAccountImports, uploadAccountImport } from '@/sync/transport/account-import';
import { describeError } from '@/sync/transport/http';
import { formatBytes } from '@/ui/format-bytes';
import { useOnline } from '@/ui/use-online';
import styles from './Settings.module.css';

/** How often the list is asked again while an import is queued or running. */
export const IMPORT_POLL_MS = 3_000;

const underWay = (job: AccountImport) => job.status === 'queued' || job.status === 'running';

/** The grower's imports, asked again while one is under way; `add` shows a new one at once. */
function useAccountImports(userId: number, online: boolean) {
  const [imports, setImports] = useState<AccountImport[]>([]);
  const refresh = useCallback(() => fetchAccountImports(userId).then(setImports, () => {}), [userId]);
  useEffect(() => {
    if (online) void refresh();
  }, [online, refresh]);
  const active = imports.some(underWay);
  useEffect(() => {
    if (!active || !online) return undefined;
    const timer = setTimeout(() => void refresh(), IMPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, online, imports, refresh]);
  const add = (job: AccountImport) => setImports((list) => [job, ...list.filter((other) => other.id !== job.id)]);
  return { imports, add };
}

function ImportState({ job }: { job: AccountImport }) {
  const { t, i18n } = useTranslation();
  const state = {
    queued: t('settings.data.importQueued'),
    running: t('settings.data.importRunning', { done: job.diaries_done, count: job.diaries_total }),
    done: t('settings.data.importDone', { count: job.diaries_done, photos: job.photos_done }),
    failed: t('settings.data.importFailed', { error: job.error ?? '' }),
  }[job.status];
  return (
    <li className={styles.row} data-testid="import-job">
      <div>
        <p className={job.status === 'failed' ? 'message message-error' : undefined} role="status">{state}</p>
        {job.photos_skipped > 0 && <p className={styles.note}>{t('settings.data.importSkipped', { count: job.photos_skipped })}</p>}
        <p className={styles.note}>
          {t('settings.data.importStarted', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(job.add_date)) })}
        </p>
        {job.diaries.length > 0 && (
          <ul>
            {job.diaries.map((diary) => <li key={diary.id}><Link to="/diaries/$id" params={{ id: diary.id }}>{diary.name}</Link></li>)}
          </ul>
        )}
      </div>
    </li>
  );
}

export function DataImport({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const { imports, add } = useAccountImports(userId, online);
  const [file, setFile] = useState<File | null>(null);
  /** Changed to empty the file field once its file is uploaded. */
  const [fieldKey, setFieldKey] = useState(0);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const size = (bytes: number) => formatBytes(i18n.language, bytes);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMPORT_BYTES) {
      setError(t('settings.data.importTooLarge', { size: size(MAX_IMPORT_BYTES) }));
      return;
    }
    setSent(0);
    uploadAccountImport(userId, file, setSent).then((job) => {
      add(job);
      setFile(null);
      setFieldKey((key) => key + 1);
    }, (e: unknown) => setError(describeError(e))).finally(() => setSent(null));
  };

  return (
    <form className={styles.form} onSubmit={start} data-testid="import-form">
      <h2>{t('settings.data.importTitle')}</h2>
      <p>{t('settings.data.importIntro')}</p>
      <label>
        {t('settings.data.importFile')}
        <input
          key={fieldKey} type="file" accept=".zip,application/zip" disabled={sent !== null}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
      </label>
      <p className={styles.actions}>
        <button type="submit" className="button" disabled={!online || !file || sent !== null}>{t('settings.data.importStart')}</button>
      </p>
      {sent !== null && file && (
        <>
          <progress max={file.size || 1} value={sent} aria-label={t('settings.data.importStart')} />
          <p role="status">{t('settings.data.importUploading', { sent: size(sent), total: size(file.size) })}</p>
        </>
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
      {imports.length > 0 && (
        <>
          <h3>{t('settings.data.importList')}</h3>
          <ul className={styles.list}>{imports.map((job) => <ImportState key={job.id} job={job} />)}</ul>
        </>
      )}
    </form>
  );
}
