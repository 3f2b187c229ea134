// The lists of grow questions: all of them, a tag's or a category's; newest, unanswered or solved; searched and paged.
// Read through IndexedDB, so a list opened before opens offline; questions asked here and not sent yet lead the newest.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MAX_QUESTION_QUERY, QUESTION_CATEGORIES, QUESTION_PAGE_SIZE, QUESTION_SORTS } from '@/domain/question/question-limits';
import { useTranslation } from '@/i18n/use-translation';
import { Pager } from '@/ui/Pager';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { QuestionCard } from './QuestionCard';
import { askLink, categoryLink, listLink, type QuestionsFilter } from './question-links';
import { questionListQuery, type QuestionsSearch } from '@/domain/question/question-list';
import { useQuestionList, useUnsentQuestions } from './use-questions';
import styles from './Questions.module.css';

export function QuestionsScreen({ filter, search }: { filter: QuestionsFilter; search: QuestionsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search.q);
  const { list, refresh } = useQuestionList(questionListQuery(filter, search));
  const unsent = useUnsentQuestions();
  const title = filter.tags.length
    ? t('questions.tagged', { tags: filter.tags.map((tag) => `#${tag}`).join(' ') })
    : filter.category ? t('questions.categoryTitle', { category: t(`questions.category.${filter.category}`) }) : t('questions.title');
  usePageTitle(title, search.page);
  const leading = search.sort === 'newest' && !search.q && !filter.tags.length && !filter.category && search.page === 1 ? (unsent ?? []) : [];
  const questions = [...leading, ...(list?.questions.filter((q) => !leading.some((l) => l.id === q.id)) ?? [])];

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(listLink(filter, { sort: search.sort, q: typed.trim(), page: 1 }));
  }

  return (
    <div className={`page ${styles.screen}`}>
      <header className={styles.head}>
        <h1>{title}</h1>
        <Link {...askLink()} className="button button-primary">{t('questions.ask')}</Link>
      </header>
      {!filter.tags.length && !filter.category && <p className={styles.intro}>{t('questions.intro')}</p>}
      <form className={styles.search} role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="question-search">{t('questions.search')}</label>
        <input id="question-search" className="text-input" type="search" value={typed} maxLength={MAX_QUESTION_QUERY} placeholder={t('questions.search')} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button">{t('questions.search')}</button>
      </form>
      <nav className={styles.sorts} aria-label={t('questions.sortLabel')}>
        {QUESTION_SORTS.map((sort) => (
          <Link key={sort} {...listLink(filter, { sort, q: search.q, page: 1 })} className={styles.sort} aria-current={sort === search.sort ? 'page' : undefined}>
            {t(`questions.sort.${sort}`)}
          </Link>
        ))}
      </nav>
      <nav className={styles.categories} aria-label={t('questions.categories')}>
        {(filter.tags.length || filter.category) && <Link to="/grow-questions" className={styles.chipLink}>{t('questions.all')}</Link>}
        {QUESTION_CATEGORIES.map((category) => (
          <Link key={category} {...categoryLink(category)} className={styles.chipLink} aria-current={category === filter.category ? 'page' : undefined}>
            {t(`questions.category.${category}`)}
          </Link>
        ))}
      </nav>
      <RefreshStatus state={refresh} hasData={Boolean(list)} offlineText={t('questions.offline')} />
      {list === undefined || (list === null && refresh.status === 'loading') ? (
        <ul className={styles.list} aria-busy="true">{Array.from({ length: 4 }, (_, i) => <li key={i} className={`skeleton ${styles.skeleton}`} />)}</ul>
      ) : questions.length === 0 ? (
        list !== null && <p className={styles.empty}>{t('questions.empty')}</p>
      ) : (
        <ul className={styles.list}>{questions.map((question) => <QuestionCard key={question.id} question={question} />)}</ul>
      )}
      {list && <Pager page={search.page} total={list.total} pageSize={QUESTION_PAGE_SIZE} linkTo={(page) => listLink(filter, { ...search, page })} />}
    </div>
  );
}
