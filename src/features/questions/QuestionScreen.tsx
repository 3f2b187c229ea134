// One grow question: photos, symptoms, the diary week it is about, its text, and its answers with the one that helped
// first; the asker marks it. Read through IndexedDB, so a question visited before opens offline.
import { Link, useNavigate } from '@tanstack/react-router';
import { Translatable } from '@/features/translation/Translatable';
import { useEffect, useState } from 'react';
import { PHOTO_LAYOUTS } from '@/domain/photo/photo-sizes';
import { questionTarget, solutionTarget } from '@/domain/api/change-targets';
import { useCurrentUser } from '@/features/account/use-current-user';
import { CommentThread } from '@/features/comments/CommentThread';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { useRealId } from '@/features/diaries/use-id-map';
import { QueuedMediaList } from '@/features/media/QueuedMediaGrid';
import { useQuestionUploads } from '@/features/media/use-uploads';
import { ModerationNotice } from '@/features/reports/ModerationNotice';
import { ReportButton } from '@/features/reports/ReportButton';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { Photo } from '@/ui/Photo';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { usePageTitle } from '@/ui/use-page-title';
import { AnswerForm, writeErrorText } from './AnswerForm';
import { categoryLink, editorLink, questionLink, shortDate, tagsLink } from './question-links';
import { SolutionItem } from './SolutionItem';
import { SymptomList } from './SymptomList';
import { orderSolutions, useQuestion, useRefusedWrites } from './use-questions';
import { removeQuestion } from './writes';
import styles from './Questions.module.css';

/** Moderators and admins see extra (their session's access) and may edit or remove any question or answer. */
const MODERATES = 'view_extra';

export function QuestionScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { question, solutions, refresh } = useQuestion(id);
  const uploads = useQuestionUploads(id);
  const realId = useRealId(id);
  const refused = useRefusedWrites(id);
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(question?.title);

  // A question asked offline moves to its server address once the server has it.
  useEffect(() => {
    if (realId) void navigate({ ...questionLink(realId), replace: true });
  }, [realId, navigate]);

  if (question === undefined || (question === null && refresh.status === 'loading')) {
    return <div className="page"><div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" /></div>;
  }
  if (question === null) {
    return (
      <div className="page">
        {refresh.status === 'failed' ? <RefreshStatus state={refresh} hasData={false} offlineText={t('questions.offlineQuestion')} /> : <NotFoundMessage />}
      </div>
    );
  }

  const asker = user?.id === question.item_user.id;
  const moderates = Boolean(user?.access?.includes(MODERATES));
  const answers = orderSolutions(solutions ?? [], question.solution_id);
  const remove = () => {
    setProblem(null);
    removeQuestion(id).then(() => navigate({ to: '/grow-questions' }), (error: unknown) => setProblem(writeErrorText(t, error)));
  };

  return (
    <article className={`page ${styles.question}`}>
      <RefreshStatus state={refresh} hasData offlineText={t('questions.offlineQuestion')} />
      <h1 className={styles.questionTitle}>{question.title}</h1>
      <ModerationNotice reason={question.ban_reason} />
      <p className={styles.meta}>
        <Avatar user={question.item_user} size={28} />
        <Link to="/grower/$id" params={{ id: question.item_user.id }}>{t('questions.askedBy', { name: question.item_user.name })}</Link>
        <span>· {shortDate(question.add_date, i18n.language, timeZone)}</span>
        <Link {...categoryLink(question.category)} className={styles.chipLink}>{t(`questions.category.${question.category}`)}</Link>
        {question.solution_id !== null && <span className={styles.solved}>{t('questions.solved')}</span>}
        {question.synced_at === 0 && !refused?.has(questionTarget(id)) && <span className={styles.unsent}>{t('questions.unsent')}</span>}
      </p>
      {refused?.has(questionTarget(id)) && (
        <p className="message message-error" role="alert" data-testid="question-refused">
          {t('questions.refused', { message: refused.get(questionTarget(id)) })}{' '}
          {asker && <Link {...editorLink(id)}>{t('questions.fix')}</Link>}
        </p>
      )}
      {question.item_diary && (
        <p className={styles.about}>
          {t('questions.about')}:{' '}
          {question.item_week ? (
            <Link to="/diaries/$id/week/$week" params={{ id: question.item_diary.id, week: question.item_week.id }} data-testid="question-week-link">
              {t('questions.aboutWeek', { diary: question.item_diary.name, number: question.item_week.number })}
            </Link>
          ) : (
            <Link to="/diaries/$id" params={{ id: question.item_diary.id }}>{question.item_diary.name}</Link>
          )}
        </p>
      )}
      {question.synced_at > 0 && (
        <ItemSocialBar type="question" id={id} cntLikes={question.cnt_likes} cntComments={question.cnt_comments} label={question.title} />
      )}
      <SymptomList symptoms={question.items_problem_symptom} />
      {question.text && <p className={styles.text}>{question.text}</p>}
      <Translatable type="question" id={id} text={`${question.title}\n${question.text}`} />
      {question.tags.length > 0 && (
        <ul className={styles.chips}>
          {question.tags.map((tag) => <li key={tag}><Link {...tagsLink([tag])} className={styles.chipLink}>#{tag}</Link></li>)}
        </ul>
      )}
      {question.items_problem_photo.length > 0 && (
        <ul className={styles.photos} aria-label={t('questions.photos')}>
          {question.items_problem_photo.map((photo, index) => (
            <li key={photo.id}><Photo photo={photo} alt={t('questions.photoAlt', { number: index + 1 })} sizes={PHOTO_LAYOUTS.diaryCard} priority={index === 0} /></li>
          ))}
        </ul>
      )}
      {asker && <QueuedMediaList uploads={uploads} />}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      {(asker || moderates) && (
        <div className={styles.actions}>
          {asker && <Link {...editorLink(id)} className="button">{t('questions.edit')}</Link>}
          <ConfirmButton label={t('questions.delete')} confirmLabel={t('questions.confirmDelete')} cancelLabel={t('questions.cancel')} onConfirm={remove} />
        </div>
      )}
      {question.synced_at > 0 && <ReportButton type="question" id={id} ownerId={question.item_user.id} label={question.title} />}

      <section className={styles.answers} aria-labelledby="answers-title">
        <h2 id="answers-title">{t('questions.answersTitle')} ({answers.length})</h2>
        {answers.length === 0 ? <p className={styles.empty}>{t('questions.noAnswers')}</p> : (
          <ul className={styles.solutions}>
            {answers.map((solution) => (
              <SolutionItem key={solution.id} solution={solution} helpful={solution.id === question.solution_id}
                canMark={asker && solution.synced_at > 0} canEdit={user?.id === solution.item_user.id || moderates} label={question.title}
                refusal={refused?.get(solutionTarget(id, solution.id))} />
            ))}
          </ul>
        )}
        {question.synced_at > 0 && <AnswerForm problemId={id} signedIn={Boolean(user)} />}
      </section>
      {question.synced_at > 0 && <CommentThread type="question" id={id} label={question.title} />}
    </article>
  );
}
