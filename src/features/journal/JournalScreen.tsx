// A list of the journal: every article, one section's (/journal/category/{c}, /journal/careers) or one tag's, 20 at a
// time with "show more"; the sections as chips, the reader voting and, for editors, "write an article".
import { Link } from '@tanstack/react-router';
import { ARTICLE_CATEGORIES } from '@/domain/article/article-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { ListStatus } from '@/features/catalogue/ListStatus';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';
import { ArticleCard } from './ArticleCard';
import { categoryLink, isEditor, newArticleLink, votingLink } from './journal-links';
import type { ArticleListFilter } from '@/domain/article/article-list-key';
import { useArticleList } from './use-journal';
import styles from './Journal.module.css';

export function JournalScreen({ filter }: { filter: ArticleListFilter }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useArticleList(filter);
  const title = filter.kind === 'all' ? t('journal.title')
    : filter.kind === 'category' ? `${t('journal.title')}: ${t(`journal.category.${filter.category}`)}` : t('journal.tagTitle', { tag: filter.tag });
  usePageTitle(title);

  return (
    <div className={`page ${styles.screen}`}>
      <div className={styles.head}>
        <h1>{title}</h1>
        {isEditor(user) && <Link {...newArticleLink()} className="button button-primary">{t('journal.write')}</Link>}
      </div>
      <p className={styles.intro}>{filter.kind === 'category' && filter.category === 'careers' ? t('journal.categoryIntro.careers') : t('journal.intro')}</p>
      <nav aria-label={t('journal.sections')}>
        <ul className={styles.sections}>
          <li><Link to="/journal" className={styles.chip} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>{t('journal.all')}</Link></li>
          {ARTICLE_CATEGORIES.map((category) => (
            <li key={category}>
              <Link {...categoryLink(category)} className={styles.chip} aria-current={filter.kind === 'category' && filter.category === category ? 'page' : undefined}>
                {t(`journal.category.${category}`)}
              </Link>
            </li>
          ))}
          <li><Link {...votingLink()} className={styles.chip}>{t('journal.voting')}</Link></li>
        </ul>
      </nav>
      {filter.kind === 'all' && (
        <p className={styles.votingBanner}>
          <span>{t('journal.votingIntro')}</span>
          <Link {...votingLink()} className="button">{t('journal.votingLink')}</Link>
        </p>
      )}
      {list.items === null && list.error === null && (
        <ul className={styles.list} aria-busy="true">{[0, 1, 2].map((n) => <li key={n} className={`skeleton ${styles.skeleton}`} />)}</ul>
      )}
      {list.items && list.items.length > 0 && (
        <ul className={styles.list} data-testid="article-list">
          {list.items.map((article, index) => <li key={article.id}><ArticleCard article={article} eager={index < 2} /></li>)}
        </ul>
      )}
      <ListStatus list={list} emptyText={t('journal.empty')} />
    </div>
  );
}
