// /widget: how to show a diary's card on another website. Pick a diary (the newest one, or any by its address or
// number), see the card live as visitors will (the iframe page /embed/diary/{id}, server/routes/widget-embed.ts), and
// copy the snippet; the card speaks the interface language chosen here. The embed has no script and reads no session; only it may be framed by other sites.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { refreshMainPage } from '@/features/diaries/diary-store';
import { MAIN_FEED_KEY } from '@/features/diaries/feeds';
import { useFeed } from '@/features/diaries/use-diaries';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';
import { useRefresh } from '@/ui/use-refresh';
import styles from './WidgetScreen.module.css';

/** The embed's size: a card of one line of text beside its cover. */
const WIDTH = 360;
const HEIGHT = 118;

/** A diary's number from what was typed: "123", "/diaries/123" or a whole address of a diary; null otherwise. */
export function diaryIdOf(typed: string): number | null {
  const match = /^\s*(?:(?:https?:\/\/[^/\s]+)?\/diaries\/)?(\d{1,10})(?:[/?#]\S*)?\s*$/.exec(typed);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** Interface languages the embed speaks besides English (locales/embed). */
const EMBED_LANGUAGES = new Set(['de', 'es', 'ru', 'th']);

/** The embed page's path for a diary, in the interface language when the embed speaks it. */
export function embedPath(id: number, language: string): string {
  return `/embed/diary/${id}${EMBED_LANGUAGES.has(language) ? `?lang=${language}` : ''}`;
}

/** The code a site pastes: an iframe of the diary's embed page on this site. */
export function embedSnippet(origin: string, id: number, title: string, language = 'en'): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${origin}${embedPath(id, language)}" width="${WIDTH}" height="${HEIGHT}" style="border:0;max-width:100%" loading="lazy" title="${escaped}"></iframe>`;
}

export function WidgetScreen() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('static.widget.title'));
  useRefresh(MAIN_FEED_KEY, refreshMainPage);
  const newest = useFeed(MAIN_FEED_KEY)?.diaries[0];
  const [typed, setTyped] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const id = typed === null ? newest?.id ?? null : diaryIdOf(typed);
  const snippet = id === null ? '' : embedSnippet(window.location.origin, id, t('static.widget.frameTitle'), i18n.language);
  const copy = async () => {
    await navigator.clipboard.writeText(snippet);
    setCopied(true);
  };

  return (
    <div className={`page ${styles.page}`}>
      <Link to="/" className={styles.home}>← GrowDiaries</Link>
      <h1>{t('static.widget.title')}</h1>
      <p className={styles.lead}>{t('static.widget.intro')}</p>
      <label className="field">
        {t('static.widget.diary')}
        <input
          className="text-input" inputMode="url" value={typed ?? (newest ? String(newest.id) : '')} placeholder="/diaries/123"
          onChange={(event) => { setTyped(event.target.value); setCopied(false); }} aria-invalid={typed !== null && id === null}
        />
      </label>
      <p className={styles.hint}>{id === null && typed !== null ? t('static.widget.invalid') : t('static.widget.hint')}</p>
      {id !== null && (
        <>
          <h2>{t('static.widget.preview')}</h2>
          <iframe key={id} className={styles.preview} src={embedPath(id, i18n.language)} width={WIDTH} height={HEIGHT} title={t('static.widget.frameTitle')} data-testid="widget-preview" />
          <h2>{t('static.widget.code')}</h2>
          <textarea className={`text-input ${styles.code}`} readOnly rows={4} value={snippet} aria-label={t('static.widget.code')} onFocus={(event) => event.target.select()} />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" onClick={() => void copy()}>{copied ? t('static.widget.copied') : t('static.widget.copy')}</button>
          </div>
        </>
      )}
      <p className={styles.hint}>{t('static.widget.privacy')}</p>
    </div>
  );
}
