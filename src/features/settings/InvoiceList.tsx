// Settings → Invoices: each paid premium order as an invoice, downloaded as a PDF (online only).
import { useState } from 'react';
import { fetchInvoice } from '@/features/premium/premium-store';
import { formatMoney } from '@/domain/page/money';
import { formatDay } from '@/features/premium/format';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { saveFile } from '@/ui/save-file';
import { useOnline } from '@/ui/use-online';
import { OnlineOnly } from './AccountSections';
import { useSettingsContext } from './settings-context';
import styles from './Settings.module.css';

export function InvoiceList() {
  const { t, i18n } = useTranslation();
  const { userId, answer: { invoices } } = useSettingsContext();
  const online = useOnline();
  const [state, setState] = useState<{ busy: number } | { error: string } | null>(null);
  if (invoices.length === 0) return <p className={styles.note} data-testid="invoices-empty">{t('settings.invoices.empty')}</p>;
  const download = (id: number) => {
    setState({ busy: id });
    fetchInvoice(userId, id).then(({ file, name }) => {
      saveFile(file, name);
      setState(null);
    }, (e: unknown) => setState({ error: describeError(e) }));
  };
  return (
    <div className={styles.form}>
      {!online && <OnlineOnly />}
      <ul className={styles.list}>
        {invoices.map((invoice) => (
          <li key={invoice.id} className={styles.row} data-testid="invoice">
            <span>
              <strong>{t('premium.invoice', { number: invoice.number })}</strong> · {t(`premium.plan.${invoice.plan}`)}
              {' · '}{formatDay(i18n.language, invoice.date)} · {formatMoney(i18n.language, invoice.amount, invoice.currency)}
            </span>
            <button type="button" className="button" onClick={() => download(invoice.id)} disabled={!online || (state !== null && 'busy' in state)} data-testid="invoice-download">
              {state !== null && 'busy' in state && state.busy === invoice.id ? t('premium.downloading') : t('premium.download')}
            </button>
          </li>
        ))}
      </ul>
      {state !== null && 'error' in state && <p className="message message-error" role="alert">{state.error}</p>}
    </div>
  );
}
