// A static page (/faq, /about, /terms, /terms-paid, /policy, /start): its title, summary and plain-text sections in the
// interface language, or in English with a note when it has no translation yet; the FAQ's sections are questions and
// answers, the newcomer's guide ends with the way to begin. Read once, the page opens offline (the worker's copy).
import { Link } from '@tanstack/react-router';
import type { StaticPage } from '@/domain/static-page/static-page';
import { staticPageKey, type StaticPageName } from '@/domain/static-page/static-page-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { NetworkError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useApiData } from '@/ui/use-api-data';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { usePageTitle } from '@/ui/use-page-title';
import { fetchStaticPage } from './static-page-store';
import { StaticPagesNav } from './StaticPagesNav';
import styles from './StaticPage.module.css';
import { dateTimeFormat } from '@/domain/page/intl-formats';

/** Paragraphs of a plain text (split by a blank line), rendered as text. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** The newcomer's guide's last step: sign up, or (signed in) start the diary. */
function StartActions() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className={styles.actions}>
      {user
        ? <Link to="/diaries/edit/new" className="button button-primary">{t('static.startDiary')}</Link>
        : <Link to="/auth/signup" className="button button-primary">{t('static.signUp')}</Link>}
      <Link to="/grow-questions" className="button">{t('static.askQuestion')}</Link>
    </div>
  );
}

function PageBody({ data, asked }: { data: StaticPage; asked: string }) {
  const { t, i18n } = useTranslation();
  const faq = data.page === 'faq';
  const timeZone = useDateTimeZone();
  const updated = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone }).format(new Date(data.update_date));
  return (
    <article className={styles.article} lang={data.lang} data-testid="static-page">
      <h1>{data.title}</h1>
      {/* en-tr shows keys, and English is its text: no note then. */}
      {data.lang !== asked && asked !== 'en-tr' && <p className="message message-warn" lang={i18n.language}>{t('static.inEnglish')}</p>}
      <p className={styles.lead}>{data.description}</p>
      {faq ? (
        <dl className={styles.faq}>
          {data.sections.map((section) => (
            <div key={section.heading}>
              <dt>{section.heading}</dt>
              <dd><Paragraphs text={section.text} /></dd>
            </div>
          ))}
        </dl>
      ) : (
        data.sections.map((section, index) => (
          <section key={index} className={styles.section}>
            {section.heading && <h2>{section.heading}</h2>}
            <Paragraphs text={section.text} />
          </section>
        ))
      )}
      {data.page === 'start' && <StartActions />}
      <p className={styles.updated} lang={i18n.language}>{t('static.updated', { date: updated })}</p>
    </article>
  );
}

export function StaticPageScreen({ page }: { page: StaticPageName }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { data, missing, refresh } = useApiData(staticPageKey(page, lang), (signal) => fetchStaticPage(page, lang, signal));
  usePageTitle(data?.title ?? t(`static.links.${page}`));
  if (missing) return <div className="page"><NotFoundMessage /></div>;
  const offline = refresh.status === 'failed' && refresh.error instanceof NetworkError;
  return (
    <div className={`page ${styles.page}`}>
      {data ? <PageBody data={data} asked={lang} /> : (
        <>
          <h1>{t(`static.links.${page}`)}</h1>
          {refresh.status === 'loading' && (
            <div aria-busy="true" className={styles.skeletons}>{[0, 1, 2].map((n) => <div key={n} className={`skeleton ${styles.skeleton}`} />)}</div>
          )}
          <RefreshStatus state={refresh} hasData={false} offlineText={t('static.offline')} />
          {offline && <p className={styles.hint}>{t('static.offlineHint')}</p>}
        </>
      )}
      <StaticPagesNav />
    </div>
  );
}
