// /admin/complains (moderators): reported items grouped, newest report first, with the reasons and words of their
// reports (a chat message also names its chat, and opens the chat at it); a moderator hides or restores an item,
// dismisses its reports, or bans its owner (a chat is not hidden: its messages are).
import { useState } from 'react';
import type { ComplainGroup } from '@/domain/complain/complain';
import { COMPLAIN_PAGE_SIZE, MAX_MODERATION_REASON } from '@/domain/complain/complain-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useApiData } from '@/ui/use-api-data';
import { usePageTitle } from '@/ui/use-page-title';
import { fetchComplainQueue, moderate, type QueueStatus } from './complains-store';
import { useIsModerator } from './use-is-admin';
import styles from './ComplainsPage.module.css';

function ReportedItem({ item, onDone }: { item: ComplainGroup; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: 'hide' | 'restore' | 'dismiss' | 'ban_user') => {
    if (action === 'ban_user' && !window.confirm(t('reports.admin.confirmBan', { name: item.owner?.name ?? '' }))) return;
    setBusy(true);
    setError(null);
    try {
      await moderate(item.type, item.id, { action, reason: reason.trim() });
      onDone();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.card} data-testid="reported-item">
      <div className={styles.head}>
        <span className={styles.type}>{t(`reports.type.${item.type}`)}</span>
        {item.link ? <a href={item.link} className={styles.title}>{item.title}</a> : <span className={styles.title}>{item.title || t('reports.admin.gone')}</span>}
        {item.is_ban && <span className={styles.hidden}>{item.type === 'user' ? t('reports.admin.banned') : t('reports.admin.hidden')}</span>}
      </div>
      {item.place && <p className={styles.muted}>{t('reports.admin.place', { place: item.place })}</p>}
      <p className={styles.muted}>
        {item.owner && <>{t('reports.admin.by')} <a href={item.owner.link}>{item.owner.name}</a> · </>}
        {t('reports.admin.reports', { count: item.cnt_reports })}
      </p>
      <ul className={styles.reasons} aria-label={t('reports.reason')}>
        {Object.entries(item.reasons).map(([reasonKey, count]) => <li key={reasonKey}>{t(`reports.reasons.${reasonKey}.name`)} × {count}</li>)}
      </ul>
      {item.texts.map((report) => (
        <blockquote key={`${report.reporter.id}-${report.add_date}`} className={styles.quote}>
          {report.text}
          <footer>— {report.reporter.name}, {new Date(report.add_date).toLocaleString()}</footer>
        </blockquote>
      ))}
      <div className={styles.actions}>
        <input
          aria-label={t('reports.admin.reasonLabel')}
          placeholder={t('reports.admin.reasonLabel')}
          value={reason}
          maxLength={MAX_MODERATION_REASON}
          onChange={(event) => setReason(event.target.value)}
        />
        {item.type !== 'user' && item.type !== 'chat' && (item.is_ban
          ? <button type="button" className="button" disabled={busy} onClick={() => void act('restore')}>{t('reports.admin.restore')}</button>
          : <button type="button" className="button button-primary" disabled={busy} onClick={() => void act('hide')}>{t('reports.admin.hide')}</button>)}
        <button type="button" className="button" disabled={busy} onClick={() => void act('dismiss')}>{t('reports.admin.dismiss')}</button>
        {item.owner && <button type="button" className={`button ${styles.danger}`} disabled={busy} onClick={() => void act('ban_user')}>{t('reports.admin.ban')}</button>}
      </div>
      {error && <p className="message message-error" role="alert">{error}</p>}
    </li>
  );
}

function ComplainsQueue() {
  const { t } = useTranslation();
  usePageTitle(t('reports.admin.title'));
  const [status, setStatus] = useState<QueueStatus>('open');
  const [start, setStart] = useState(0);
  const [version, setVersion] = useState(0);
  const { data, refresh } = useApiData(`complains:${status}:${start}`, (signal) => fetchComplainQueue(status, start, signal), version);
  const show = (next: QueueStatus) => {
    setStatus(next);
    setStart(0);
  };
  return (
    <div className="page" data-testid="complains-admin">
      <h1>{t('reports.admin.title')}</h1>
      <div className={styles.tabs} role="group" aria-label={t('reports.admin.title')}>
        {(['open', 'closed'] as const).map((choice) => (
          <button key={choice} type="button" className={`button ${status === choice ? 'button-primary' : ''}`} aria-pressed={status === choice} onClick={() => show(choice)}>
            {t(`reports.admin.${choice}`)}
          </button>
        ))}
      </div>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('reports.admin.offline')} />
      {data && data.items.length === 0 && <p className={styles.muted}>{t(`reports.admin.empty.${status}`)}</p>}
      {data && data.items.length > 0 && (
        <ul className={styles.list}>
          {data.items.map((item) => <ReportedItem key={`${item.type}:${item.id}`} item={item} onDone={() => setVersion((v) => v + 1)} />)}
        </ul>
      )}
      {data && data.total > COMPLAIN_PAGE_SIZE && (
        <div className={styles.tabs}>
          <button type="button" className="button" disabled={start === 0} onClick={() => setStart(Math.max(0, start - COMPLAIN_PAGE_SIZE))}>{t('reports.admin.previous')}</button>
          <button type="button" className="button" disabled={start + COMPLAIN_PAGE_SIZE >= data.total} onClick={() => setStart(start + COMPLAIN_PAGE_SIZE)}>{t('reports.admin.next')}</button>
        </div>
      )}
    </div>
  );
}

export function ComplainsPage() {
  const isModerator = useIsModerator();
  if (isModerator === undefined) return null;
  return isModerator ? <ComplainsQueue /> : <NotFoundMessage />;
}
