// The "Your data" settings page: downloads a zip of everything the grower wrote, and imports such a zip as new diaries
// (both need the network and say so offline).
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { fetchAccountExport } from '@/sync/transport/account-export';
import { describeError } from '@/sync/transport/http';
import { formatBytes } from '@/ui/format-bytes';
import { saveFile } from '@/ui/save-file';
import { useOnline } from '@/ui/use-online';
import { OnlineOnly } from './AccountSections';
import { DataImport } from './DataImport';
import { useSettingsContext } from './settings-context';
import styles from './Settings.module.css';

export function DataSection() {
  const { t, i18n } = useTranslation();
  const { userId } = useSettingsContext();
  const online = useOnline();
  const [state, setState] = useState<'idle' | 'preparing' | { saved: string } | { error: string }>('idle');
  const download = () => {
    setState('preparing');
    fetchAccountExport(userId).then(({ file, name }) => {
      saveFile(file, name);
      setState({ saved: t('settings.data.started', { name, size: formatBytes(i18n.language, file.size) }) });
    }, (e: unknown) => setState({ error: describeError(e) }));
  };
  return (
    <div className={styles.form}>
      <p>{t('settings.data.intro')}</p>
      {!online && <OnlineOnly />}
      <p className={styles.actions}>
        <button type="button" className="button" onClick={download} disabled={!online || state === 'preparing'} data-testid="export-download">
          {state === 'preparing' ? t('settings.data.preparing') : t('settings.data.download')}
        </button>
      </p>
      {typeof state === 'object' && ('saved' in state
        ? <p className="message" role="status" data-testid="export-saved">{state.saved}</p>
        : <p className="message message-error" role="alert">{state.error}</p>)}
      <DataImport userId={userId} />
    </div>
  );
}
