// Asking a grow question or editing one's own (sign-in needed): title, details, category, symptoms, tags, the diary
// week it is about and photos; kept as a draft while typed, saved on the device first and sent when possible.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_QUESTION_PHOTOS, MAX_QUESTION_TAGS, MAX_QUESTION_TEXT, MAX_QUESTION_TITLE, MIN_QUESTION_TITLE, QUESTION_CATEGORIES, type QuestionCategory,
} from '@/domain/question/question-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useRealId } from '@/features/diaries/use-id-map';
import { useDraft } from '@/features/drafts/use-draft';
import { QueuedMediaList } from '@/features/media/QueuedMediaGrid';
import { useQuestionUploads } from '@/features/media/use-uploads';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { writeErrorText } from './AnswerForm';
import { checkFields, emptyQuestionFields, fieldsOf, type QuestionFields } from './question-fields';
import { questionLink } from './question-links';
import type { QuestionAbout } from './questions-search';
import { SymptomPicker } from './SymptomPicker';
import { useOwnDiaries, useQuestion } from './use-questions';
import { askQuestion, editQuestion } from './writes';
import styles from './Questions.module.css';

/** `questionId` null asks a new question (about `about` when given); a temporary id edits one asked offline. */
export function QuestionEditor({ questionId, about }: { questionId: number | null; about: QuestionAbout | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const title = questionId === null ? t('questions.editor.newTitle') : t('questions.editor.editTitle');
  usePageTitle(title);
  let body;
  if (user === undefined) body = <div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" />;
  else if (user === null) {
    body = (
      <>
        <h1>{title}</h1>
        <p className="message message-warn" role="status">{t('questions.editor.signInNeeded')}</p>
        <Link to="/auth/signin" className="button button-primary">{t('questions.signIn')}</Link>
      </>
    );
  } else if (questionId === null) body = <EditorForm questionId={null} draftId="new" initial={emptyQuestionFields(about)} userId={user.id} photoCount={0} />;
  else body = <ExistingQuestion id={questionId} userId={user.id} />;
  return <div className={`page ${styles.editor}`}>{body}</div>;
}

function ExistingQuestion({ id, userId }: { id: number; userId: number }) {
  const { t } = useTranslation();
  // Asked offline and sent meanwhile: the question now lives under the id the server gave it (the draft keeps its key).
  const realId = useRealId(id);
  const questionId = realId ?? id;
  const { question, refresh } = useQuestion(questionId);
  const uploads = useQuestionUploads(questionId);
  if (realId === undefined || question === undefined || (question === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" />;
  if (question === null) {
    return refresh.status === 'failed'
      ? <RefreshStatus state={refresh} hasData={false} offlineText={t('questions.offlineQuestion')} />
      : <p className="message message-warn" role="alert">{t('questions.notFound')}</p>;
  }
  if (question.item_user.id !== userId) return <p className="message message-warn" role="alert">{t('questions.editor.notYours')}</p>;
  return (
    <EditorForm questionId={questionId} draftId={String(id)} initial={fieldsOf(question)} userId={userId}
      photoCount={question.items_problem_photo.length + (uploads?.length ?? 0)}
      photos={<>
        {question.items_problem_photo.length > 0 && (
          <ul className={styles.thumbs}>
            {question.items_problem_photo.map((photo, index) => (
              <li key={photo.id}><img src={photo.size_s} width={photo.width} height={photo.height} alt={t('questions.photoAlt', { number: index + 1 })} /></li>
            ))}
          </ul>
        )}
        <QueuedMediaList uploads={uploads} />
      </>} />
  );
}

interface EditorFormProps {
  questionId: number | null;
  draftId: string;
  initial: QuestionFields | undefined;
  userId: number;
  /** Photos the question already has or has queued. */
  photoCount: number;
  /** How those photos show above the picker. */
  photos?: ReactNode;
}

function EditorForm(props: EditorFormProps) {
  const [generation, setGeneration] = useState(0);
  return <DraftForm key={generation} {...props} onReset={() => setGeneration((n) => n + 1)} />;
}

function DraftForm({ questionId, draftId, initial, userId, photoCount, photos, onReset }: EditorFormProps & { onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { title: useId(), text: useId(), category: useId(), tags: useId(), diary: useId(), week: useId() };
  const draft = useDraft<QuestionFields>('question', draftId, initial);
  const diaries = useOwnDiaries(userId);
  const [problems, setProblems] = useState<Partial<Record<'title' | 'text' | 'tags', string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = draft.value;
  if (!fields) return <div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" />;
  const set = (patch: Partial<QuestionFields>) => draft.change({ ...fields, ...patch });
  const room = MAX_QUESTION_PHOTOS - photoCount;
  const diary = diaries?.find((d) => d.id === fields.diary_id);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const checked = checkFields(fields);
    if (!checked.ok) {
      setProblems({
        ...(checked.problems.title && { title: t('questions.editor.titleLength', { min: MIN_QUESTION_TITLE, max: MAX_QUESTION_TITLE }) }),
        ...(checked.problems.text && { text: t('questions.count', { count: fields.text.trim().length, max: MAX_QUESTION_TEXT }) }),
        ...(checked.problems.tags && { tags: t('questions.editor.tagsHint', { max: MAX_QUESTION_TAGS }) }),
      });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      let id = questionId;
      if (id === null) id = (await askQuestion(checked.input, fields.photos)).id;
      else await editQuestion(id, checked.input, fields.photos);
      await draft.discard();
      await navigate(questionLink(id));
    } catch (failure) {
      setError(writeErrorText(t, failure));
      setBusy(false);
    }
  }

  async function cancel() {
    await draft.discard();
    await navigate(questionId === null ? { to: '/grow-questions' } : questionLink(questionId));
  }

  const invalid = (field: keyof typeof problems) => ({ 'aria-invalid': field in problems, 'aria-describedby': field in problems ? `${ids[field]}-error` : undefined });
  const fieldError = (field: keyof typeof problems) => problems[field] && <p id={`${ids[field]}-error`} className={styles.fieldError}>{problems[field]}</p>;

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <h1>{questionId === null ? t('questions.editor.newTitle') : t('questions.editor.editTitle')}</h1>
      {draft.restored && (
        <RestoredDraftNotice message={t('questions.editor.restored')} discardLabel={t('questions.editor.discard')} onDiscard={() => void draft.discard().then(onReset)} />
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
      <div className="field">
        <label htmlFor={ids.title}>{t('questions.editor.titleLabel')}</label>
        <input id={ids.title} className="text-input" value={fields.title} maxLength={MAX_QUESTION_TITLE} placeholder={t('questions.editor.titleHint')} autoComplete="off"
          {...invalid('title')} onChange={(e) => { set({ title: e.target.value }); setProblems(({ title: _, ...rest }) => rest); }} />
        {fieldError('title')}
      </div>
      <div className="field">
        <label htmlFor={ids.text}>{t('questions.editor.textLabel')}</label>
        <textarea id={ids.text} className="text-input" rows={6} value={fields.text} maxLength={MAX_QUESTION_TEXT} placeholder={t('questions.editor.textHint')}
          {...invalid('text')} onChange={(e) => set({ text: e.target.value })} />
        {fieldError('text')}
      </div>
      <div className={styles.row}>
        <div className="field">
          <label htmlFor={ids.category}>{t('questions.editor.category')}</label>
          <select id={ids.category} className="text-input" value={fields.category} onChange={(e) => set({ category: e.target.value as QuestionCategory })}>
            {QUESTION_CATEGORIES.map((c) => <option key={c} value={c}>{t(`questions.category.${c}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.tags}>{t('questions.editor.tags')}</label>
          <input id={ids.tags} className="text-input" value={fields.tags} placeholder={t('questions.editor.tagsHint', { max: MAX_QUESTION_TAGS })} autoComplete="off"
            {...invalid('tags')} onChange={(e) => { set({ tags: e.target.value }); setProblems(({ tags: _, ...rest }) => rest); }} />
          {fieldError('tags')}
        </div>
      </div>
      <section className={styles.section}>
        <h2>{t('questions.editor.symptoms')}</h2>
        <SymptomPicker value={fields.symptoms} onChange={(symptoms) => set({ symptoms })} />
      </section>
      {(diaries?.length ?? 0) > 0 && (
        <div className={styles.row}>
          <div className="field">
            <label htmlFor={ids.diary}>{t('questions.editor.diary')}</label>
            <select id={ids.diary} className="text-input" value={fields.diary_id ?? ''} onChange={(e) => set({ diary_id: e.target.value ? Number(e.target.value) : null, week_id: null })}>
              <option value="">{t('questions.editor.noDiary')}</option>
              {diaries!.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
            </select>
          </div>
          {diary && (
            <div className="field">
              <label htmlFor={ids.week}>{t('questions.editor.week')}</label>
              <select id={ids.week} className="text-input" value={fields.week_id ?? ''} onChange={(e) => set({ week_id: e.target.value ? Number(e.target.value) : null })}>
                <option value="">{t('questions.editor.wholeDiary')}</option>
                {diary.weeks.map((w) => <option key={w.id} value={w.id}>{t('questions.editor.weekOption', { number: w.number })}</option>)}
              </select>
            </div>
          )}
        </div>
      )}
      <PhotoChoice files={fields.photos} room={room} onChange={(picked) => set({ photos: picked })}>{photos}</PhotoChoice>
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('questions.editor.saving') : questionId === null ? t('questions.editor.post') : t('questions.editor.saveChanges')}
        </button>
        <button type="button" className="button" onClick={() => void cancel()}>{t('questions.cancel')}</button>
      </div>
    </form>
  );
}

/** Photos picked for the question: queued for upload when it is saved (at most `room` more). */
function PhotoChoice({ files, room, onChange, children }: { files: File[]; room: number; onChange: (files: File[]) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [tooMany, setTooMany] = useState(false);
  return (
    <section className={styles.section}>
      <h2>{t('questions.editor.photos')}</h2>
      {children}
      <label htmlFor={inputId} className="button">{t('questions.editor.addPhotos')}</label>
      <input id={inputId} className="visually-hidden" type="file" accept="image/*" multiple data-testid="question-photos"
        onChange={(e) => {
          const picked = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          const all = [...files, ...picked];
          setTooMany(all.length > room);
          onChange(all.slice(0, Math.max(0, room)));
        }} />
      {tooMany && <p className="message message-warn" role="status">{t('questions.editor.photosMax', { max: MAX_QUESTION_PHOTOS })}</p>}
      {files.length > 0 && (
        <>
          <p>{t('questions.editor.photosChosen', { count: files.length })}</p>
          <ul className={styles.chips}>
            {files.map((file, index) => (
              <li key={`${file.name}:${index}`} className={styles.chip}>
                {file.name}{' '}
                <button type="button" className={styles.removeChip} aria-label={t('questions.editor.removePhoto', { name: file.name })}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}>×</button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
