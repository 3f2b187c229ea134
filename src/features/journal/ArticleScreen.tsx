// One journal article: cover, title, section, author and date, the lead, the Markdown text (converted and sanitised),
// tags, likes and comments. Read from IndexedDB (refreshed when opened), so an article visited once opens offline.
import { Link, useNavigate } from '@tanstack/react-router';
import { Translatable } from '@/features/translation/Translatable';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '@/features/account/use-current-user';
import { CommentThread } from '@/features/comments/CommentThread';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { describeError } from '@/sync/transport/http';
import { ArticleCover } from './ArticleCover';
import { countView, deleteArticle } from './article-writes';
import { useLongDate } from '@/ui/long-date';
import { categoryLink, editArticleLink, isEditor, tagLink } from './journal-links';
import { markdownToHtml } from './markdown';
import { useArticle } from './use-journal';
import styles from './Journal.module.css';

export function ArticleScreen({ link }: { link: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const date = useLongDate();
  const { article, refresh } = useArticle(link);
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(article?.title);
  const id = article?.id;
  const text = article?.text;
  // The editors' Markdown, sanitised by DOMPurify: the only HTML the app renders, never text growers write.
  const html = useMemo(() => (text === undefined ? '' : markdownToHtml(text)), [text]);

  // One view per article opened while the server answers.
  const fresh = refresh.status === 'done';
  useEffect(() => {
    if (fresh && id !== undefined) countView(id);
  }, [fresh, id]);

  if (article === undefined || (article === null && refresh.status === 'loading')) {
    return <div className="page"><div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" /></div>;
  }
  if (article === null) {
    return (
      <div className="page">
        {refresh.status === 'failed' ? <RefreshStatus state={refresh} hasData={false} offlineText={t('journal.offlineArticle')} /> : <NotFoundMessage />}
      </div>
    );
  }

  const remove = () => {
    setProblem(null);
    deleteArticle(article.id).then(() => navigate({ to: '/journal' }), (error: unknown) => setProblem(describeError(error)));
  };

  return (
    <article className={`page ${styles.article}`} data-testid="article">
      <RefreshStatus state={refresh} hasData offlineText={t('journal.offlineArticle')} />
      <p className={styles.meta}>
        <Link {...categoryLink(article.category)} className={styles.badge}>{t(`journal.category.${article.category}`)}</Link>
        <time dateTime={article.add_date}>{date(article.add_date)}</time>
      </p>
      <h1>{article.title}</h1>
      {article.description && <p className={styles.intro}>{article.description}</p>}
      <p className={styles.meta}>
        <Avatar user={article.item_user} size={28} />
        <Link to="/grower/$id" params={{ id: article.item_user.id }}>{t('journal.by', { name: article.item_user.name })}</Link>
        <span>· {t('journal.views', { count: article.cnt_views })}</span>
      </p>
      {article.cover && (
        <ArticleCover cover={article.cover} alt={t('journal.coverAlt', { title: article.title })} sizes="(max-width: 800px) 100vw, 760px" className={styles.heroCover} eager />
      )}
      <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      <Translatable type="article" id={article.id} text={article.text} />
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('journal.tags')}>
          {article.tags.map((tag) => <li key={tag}><Link {...tagLink(tag)} className={styles.chip}>#{tag}</Link></li>)}
        </ul>
      )}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      {isEditor(user) && (
        <div className={styles.actions}>
          <Link {...editArticleLink(article.id)} className="button">{t('journal.edit')}</Link>
          <ConfirmButton label={t('journal.delete')} confirmLabel={t('journal.confirmDelete')} cancelLabel={t('journal.cancel')} onConfirm={remove} />
        </div>
      )}
      <ItemSocialBar type="article" id={article.id} cntLikes={article.cnt_likes} cntComments={article.cnt_comments} label={article.title} />
      <CommentThread type="article" id={article.id} label={article.title} />
    </article>
  );
}
