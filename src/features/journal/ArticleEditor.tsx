// The journal's editor (admins): title, address, lead, section, tags, cover and the Markdown text with a preview of
// the page as readers will see it (converted and sanitised the same way). What is typed is kept on the device as a draft
// until it is published (a reload or a closed app loses nothing); publishing needs the network and says so.
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import type { Article } from '@/domain/article/article';
import {
  ARTICLE_CATEGORIES, isArticleCategory, MAX_ARTICLE_DESCRIPTION, MAX_ARTICLE_LINK, MAX_ARTICLE_TAGS, MAX_ARTICLE_TEXT, MAX_ARTICLE_TITLE,
  normalizeArticleTag, type ArticleCategory,
} from '@/domain/article/article-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, apiRequest } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useApiData } from '@/ui/use-api-data';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { saveArticle, uploadCover, type ArticleDraft } from './article-writes';
import { articleLink, isEditor } from './journal-links';
import { markdownToHtml } from './markdown';
import styles from './Journal.module.css';

/** The tags typed as one line, in their stored form, without repeats or invalid ones. */
const parseTags = (line: string) => [...new Set(line.split(',').map(normalizeArticleTag).filter((tag): tag is string => tag !== null))].slice(0, MAX_ARTICLE_TAGS);

export function ArticleEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const existing = useApiData(`journal:edit:${id ?? 'new'}`, (signal) => (id === null ? Promise.resolve(null) : apiRequest<Article>(`/api/blogs/${id}`, { signal })));
  usePageTitle(t(id === null ? 'journal.editor.newTitle' : 'journal.editor.editTitle'));
  if (user !== undefined && !isEditor(user)) return <div className="page"><p className="message message-warn">{t('journal.editor.onlyEditors')}</p></div>;
  if (existing.missing) return <div className="page"><NotFoundMessage /></div>;
  if (existing.data === undefined) {
    return (
      <div className="page">
        <RefreshStatus state={existing.refresh} hasData={false} offlineText={t('journal.editor.offline')} />
        {existing.refresh.status !== 'failed' && <div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" />}
      </div>
    );
  }
  return <DraftEditor key={id ?? 'new'} id={id} article={existing.data} />;
}

/** What the editor's fields hold (kept as the draft). */
interface ArticleFields {
  title: string; link: string; description: string; category: ArticleCategory; tags: string; text: string;
  cover: { file: string; url: string } | null;
}

const fieldsOf = (article: Article | null): ArticleFields => ({
  title: article?.title ?? '', link: article?.link ?? '', description: article?.description ?? '', category: article?.category ?? 'guides',
  tags: article?.tags.join(', ') ?? '', text: article?.text ?? '',
  cover: article?.cover_file && article.cover ? { file: article.cover_file, url: article.cover.size_m } : null,
});

/** The form, started again from the article when its draft is thrown away. */
function DraftEditor({ id, article }: { id: number | null; article: Article | null }) {
  const [generation, setGeneration] = useState(0);
  return <EditorForm key={generation} id={id} article={article} onReset={() => setGeneration((n) => n + 1)} />;
}

function EditorForm({ id, article, onReset }: { id: number | null; article: Article | null; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const initial = useMemo(() => fieldsOf(article), [article]);
  const draft = useDraft<ArticleFields>('article', String(id ?? 'new'), initial);
  const [preview, setPreview] = useState(false);
  const [busy, setBusy] = useState<'saving' | 'uploading' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = draft.value;
  /** The fields as they are when a cover upload ends (typing may have gone on meanwhile). */
  const latest = useRef(fields);
  latest.current = fields;
  const html = useMemo(() => (preview && fields ? markdownToHtml(fields.text) : ''), [preview, fields]);
  const ids = useId();
  if (!fields) return <div className={`page skeleton ${styles.skeletonPage}`} aria-busy="true" />;
  const { title, link, description, category, tags, text, cover } = fields;
  const set = (patch: Partial<ArticleFields>) => draft.change({ ...fields, ...patch });

  const pickCover = (file: File | undefined) => {
    if (!file) return;
    setBusy('uploading');
    setProblem(null);
    uploadCover(file).then(
      (stored) => latest.current && draft.change({ ...latest.current, cover: { file: stored.file, url: stored.size_m } }),
      (error: unknown) => setProblem(describeError(error)),
    ).finally(() => setBusy(null));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const article: ArticleDraft = { title, link: link.trim() || null, description, category, tags: parseTags(tags), text, cover_file: cover?.file ?? null };
    setBusy('saving');
    setProblem(null);
    saveArticle(id, article).then(
      async (saved) => {
        await draft.discard();
        await navigate(articleLink(saved.link));
      },
      (error: unknown) => {
        setProblem(describeError(error));
        setBusy(null);
      },
    );
  };

  return (
    <form className={`page ${styles.editor} ${styles.form}`} onSubmit={submit} data-testid="article-editor">
      <h1>{t(id === null ? 'journal.editor.newTitle' : 'journal.editor.editTitle')}</h1>
      {!online && <p className="message message-warn" role="status">{t('journal.editor.offline')}</p>}
      {draft.restored && (
        <RestoredDraftNotice message={t('journal.editor.restored')} discardLabel={t('journal.editor.discard')} onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <label>
        {t('journal.editor.title')}
        <input className="text-input" value={title} onChange={(e) => set({ title: e.target.value })} maxLength={MAX_ARTICLE_TITLE} required minLength={5} />
      </label>
      <div className={styles.row}>
        <label>
          {t('journal.editor.category')}
          <select className="text-input" value={category} onChange={(e) => isArticleCategory(e.target.value) && set({ category: e.target.value })}>
            {ARTICLE_CATEGORIES.map((c) => <option key={c} value={c}>{t(`journal.category.${c}`)}</option>)}
          </select>
        </label>
        <div className={styles.field}>
          <label htmlFor={`${ids}-link`}>{t('journal.editor.link')}</label>
          <input id={`${ids}-link`} className="text-input" value={link} onChange={(e) => set({ link: e.target.value })} maxLength={MAX_ARTICLE_LINK} pattern="[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?" aria-describedby={`${ids}-link-hint`} />
          <span id={`${ids}-link-hint`} className={styles.hint}>{t('journal.editor.linkHint')}</span>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-lead`}>{t('journal.editor.description')}</label>
        <textarea id={`${ids}-lead`} className={`text-input ${styles.leadInput}`} value={description} onChange={(e) => set({ description: e.target.value })} maxLength={MAX_ARTICLE_DESCRIPTION} rows={3} aria-describedby={`${ids}-lead-count`} />
        <span id={`${ids}-lead-count`} className={styles.hint}>{t('journal.editor.count', { count: description.length, max: MAX_ARTICLE_DESCRIPTION })}</span>
      </div>
      <label>
        {t('journal.editor.tags')}
        <input className="text-input" value={tags} onChange={(e) => set({ tags: e.target.value })} />
      </label>
      <label>
        {t('journal.editor.cover')}
        <input type="file" accept="image/*" onChange={(e) => pickCover(e.target.files?.[0])} disabled={!online || busy !== null} />
      </label>
      {cover && (
        <div className={styles.actions}>
          <img src={cover.url} alt="" className={styles.coverPreview} />
          <button type="button" className="button" onClick={() => set({ cover: null })}>{t('journal.editor.removeCover')}</button>
        </div>
      )}
      <label>
        {t('journal.editor.text')}
        <textarea className="text-input" value={text} onChange={(e) => set({ text: e.target.value })} maxLength={MAX_ARTICLE_TEXT} required />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={preview} onChange={(e) => setPreview(e.target.checked)} />
        {t('journal.editor.preview')}
      </label>
      {/* The editors' Markdown, sanitised by DOMPurify exactly as the article page renders it. */}
      {preview && <div className={`${styles.body} ${styles.preview}`} dangerouslySetInnerHTML={{ __html: html }} />}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!online || busy !== null}>
          {busy === 'saving' ? t('journal.editor.saving') : busy === 'uploading' ? t('journal.editor.uploading') : t('journal.editor.save')}
        </button>
      </div>
    </form>
  );
}
