// The embeddable widget: the latest diaries as a compact list that opens the site in the top window.
import { useTranslation } from '@/i18n/use-translation';
import { MAIN_FEED_KEY, refreshMainPage } from '@/features/diaries/diary-store';
import { Photo } from '@/ui/Photo';
import { useRefresh } from '@/ui/use-refresh';
import { PhaseBadge } from './PhaseBadge';
import { useFeed } from './use-diaries';
import styles from './DiaryWidget.module.css';

const WIDGET_SIZE = 6;

export function DiaryWidget() {
  const { t } = useTranslation();
  useRefresh(MAIN_FEED_KEY, refreshMainPage);
  const feed = useFeed(MAIN_FEED_KEY);
  return (
    <section className={styles.widget}>
      <h1 className={styles.title}>{t('widget.title')}</h1>
      <ul className={styles.list}>
        {feed?.diaries.slice(0, WIDGET_SIZE).map((diary) => (
          <li key={diary.id}>
            <a href={`/diaries/${diary.id}`} target="_top" className={styles.item}>
              {diary.cover && <Photo photo={diary.cover} alt="" sizes="64px" className={styles.cover} />}
              <span className={styles.text}>
                <strong>{diary.name}</strong>
                <span className={styles.meta}>
                  <PhaseBadge faza={diary.max_faza} /> {t('diary.weeks', { count: diary.cnt_weeks })} · {diary.item_user.name}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
