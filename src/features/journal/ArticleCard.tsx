// One article in a list: cover, section, title, lead, date and counters.
import { Link } from '@tanstack/react-router';
import type { ArticleCard as ArticleCardData } from '@/domain/article/article';
import { useTranslation } from '@/i18n/use-translation';
import { ArticleCover } from './ArticleCover';
import { useLongDate } from '@/ui/long-date';
import { articleLink, categoryLink } from './journal-links';
import styles from './Journal.module.css';

export function ArticleCard({ article, eager }: { article: ArticleCardData; eager: boolean }) {
  const { t } = useTranslation();
  const date = useLongDate();
  return (
    <article className={styles.card} data-testid="article-card">
      {article.cover ? (
        <Link {...articleLink(article.link)} tabIndex={-1} aria-hidden="true">
          <ArticleCover cover={article.cover} alt="" sizes="(max-width: 640px) 100vw, 360px" className={styles.cover} eager={eager} />
        </Link>
      ) : <span />}
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <Link {...categoryLink(article.category)} className={styles.badge}>{t(`journal.category.${article.category}`)}</Link>
          <time dateTime={article.add_date}>{date(article.add_date)}</time>
        </p>
        <h2 className={styles.cardTitle}><Link {...articleLink(article.link)}>{article.title}</Link></h2>
        {article.description && <p className={styles.lead}>{article.description}</p>}
        <p className={styles.meta}>
          <span>{t('journal.likes', { count: article.cnt_likes })}</span>
          <span>· {t('journal.comments', { count: article.cnt_comments })}</span>
          <span>· {t('journal.views', { count: article.cnt_views })}</span>
        </p>
      </div>
    </article>
  );
}
