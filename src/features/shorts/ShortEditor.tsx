// /shorts/edit/new and /shorts/edit/{id}: posting a short (pick a clip, its poster frame is taken on this device,
// a title and a few words; saved at once on the device, the clip and poster uploaded by the resumable queue, offline
// too) and changing or removing one's short. The editor shows the clip's upload until the short is published.
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { ShortRecord } from '@/db/database';
import { MAX_SHORT_SECONDS, MAX_SHORT_TEXT, MAX_SHORT_TITLE } from '@/domain/short/short-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useRealId } from '@/features/diaries/use-id-map';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { UploadRow } from '@/features/sync-status/UploadRow';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { usePageTitle } from '@/ui/use-page-title';
import { ClipError, takePosterFrame, type PosterFrame } from './poster-frame';
import { mayEditShort } from './short-access';
import { ShortMissing } from './ShortMissing';
import { changeShort, removeShort, saveNewShort } from './writes';
import { useShort, useShortUploads } from './use-shorts';
import styles from './Shorts.module.css';

/** A picked clip with its poster frame, shown before saving. */
interface Picked { file: File; poster: PosterFrame; clipUrl: string; posterUrl: string }

/** A short's words as typed: kept as a draft on the device until saved (a reload or a closed app loses nothing). */
interface Words { title: string; text: string }
const NO_WORDS: Words = { title: '', text: '' };

/** The title and words of a short, backed by the draft of `draftId` ('new' or the short's id); `onReset` starts over. */
function useWords(draftId: string, initial: Words) {
  const draft = useDraft<Words>('short', draftId, initial);
  const words = draft.value ?? initial;
  return { words, draft, set: (field: keyof Words, value: string) => draft.change({ ...words, [field]: value }) };
}

function WordsFields({ state, onReset }: { state: ReturnType<typeof useWords>; onReset: () => void }) {
  const { t } = useTranslation();
  const { words, draft, set } = state;
  return (
    <>
      {draft.restored && (
        <RestoredDraftNotice message={t('shorts.form.restored')} discardLabel={t('shorts.form.discard')} onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <label>
        {t('shorts.form.title')}
        <input value={words.title} onChange={(e) => set('title', e.target.value)} maxLength={MAX_SHORT_TITLE} required data-testid="short-title" />
      </label>
      <label>
        {t('shorts.form.text')}
        <textarea value={words.text} onChange={(e) => set('text', e.target.value)} maxLength={MAX_SHORT_TEXT} rows={3} data-testid="short-text" />
      </label>
    </>
  );
}

function NewShort({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Picked | null>(null);
  const words = useWords('new', NO_WORDS);
  const { title, text } = words.words;
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (picked) {
      URL.revokeObjectURL(picked.clipUrl);
      URL.revokeObjectURL(picked.posterUrl);
    }
  }, [picked]);

  const pick = async (file: File | undefined) => {
    setProblem(null);
    setPicked(null);
    if (!file) return;
    setBusy(true);
    try {
      const poster = await takePosterFrame(file);
      setPicked({ file, poster, clipUrl: URL.createObjectURL(file), posterUrl: URL.createObjectURL(poster.blob) });
    } catch (error) {
      setProblem(error instanceof ClipError ? t(`shorts.form.${error.reason === 'too-long' ? 'tooLong' : 'unreadable'}`, { max: MAX_SHORT_SECONDS }) : describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !title.trim()) return;
    setBusy(true);
    setProblem(null);
    saveNewShort({ title: title.trim(), text: text.trim() }, picked.file, picked.poster).then(
      async (id) => {
        await words.draft.discard();
        await navigate({ to: '/shorts/edit/$id', params: { id }, replace: true });
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(describeError(error));
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={save} data-testid="short-editor">
      <label>
        {t('shorts.form.clip')}
        <input type="file" accept="video/mp4,video/webm,video/quicktime" onChange={(e) => void pick(e.target.files?.[0])} data-testid="short-file" />
      </label>
      {picked && (
        <div className={styles.preview}>
          <video src={picked.clipUrl} muted playsInline controls aria-label={t('shorts.form.clipPreview')} />
          <figure>
            <img src={picked.posterUrl} alt={t('shorts.form.posterAlt')} data-testid="short-poster-preview" />
            <figcaption>{t('shorts.form.poster')}</figcaption>
          </figure>
        </div>
      )}
      <WordsFields state={words} onReset={onReset} />
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={busy || !picked || !title.trim()} data-testid="short-save">{t('shorts.form.post')}</button>
      </div>
      <p className={styles.empty}>{t('shorts.form.hint')}</p>
    </form>
  );
}

function EditShort({ short, onReset }: { short: ShortRecord; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uploads = useShortUploads(short.id);
  const [initial] = useState<Words>({ title: short.title, text: short.text });
  const words = useWords(String(short.id), initial);
  const { title, text } = words.words;
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    changeShort(short, { title: title.trim(), text: text.trim() }).then(
      async () => {
        await words.draft.discard();
        setNote({ error: false, text: t('shorts.form.saved') });
      },
      (error: unknown) => setNote({ error: true, text: describeError(error) }),
    );
  };
  const remove = () => {
    removeShort(short).then(
      () => navigate({ to: '/grower/$id/$tab', params: { id: short.item_user.id, tab: 'shorts' } }),
      (error: unknown) => setNote({ error: true, text: describeError(error) }),
    );
  };

  return (
    <form className={styles.form} onSubmit={save} data-testid="short-editor">
      <p className="message" role="status" data-testid="short-state">
        {short.video ? t('shorts.form.published') : uploads?.length ? t('shorts.form.waiting') : t('shorts.form.noClip')}
        {short.video && <> <Link to="/video/$id" params={{ id: short.id }}>{t('shorts.form.watch')}</Link></>}
      </p>
      {uploads && uploads.length > 0 && <ul className={styles.uploads}>{uploads.map((upload) => <UploadRow key={upload.id} upload={upload} />)}</ul>}
      <WordsFields state={words} onReset={onReset} />
      {note && <p className={`message ${note.error ? 'message-error' : ''}`} role={note.error ? 'alert' : 'status'}>{note.text}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!title.trim()}>{t('shorts.form.save')}</button>
        {short.id > 0 && (
          <ConfirmButton label={t('shorts.form.delete')} confirmLabel={t('shorts.form.confirmDelete')} cancelLabel={t('shorts.form.cancel')} onConfirm={remove} />
        )}
      </div>
    </form>
  );
}

function ExistingShort({ id, onReset }: { id: number; onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const realId = useRealId(id);
  const { short, refresh } = useShort(id);
  // A short made on this device moves to its server address once the server has it.
  useEffect(() => {
    if (realId) void navigate({ to: '/shorts/edit/$id', params: { id: realId }, replace: true });
  }, [realId, navigate]);
  if (short === undefined || user === undefined || (short === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (short === null) return <ShortMissing refresh={refresh} />;
  if (!mayEditShort(user, short)) return <p className="message message-error" role="alert">{t('shorts.form.notYours')}</p>;
  return <EditShort key={short.id} short={short} onReset={onReset} />;
}

export function ShortEditor({ id }: { id: number | 'new' }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Starting over after discarding a restored draft: the form mounts again from the saved words.
  const [round, setRound] = useState(0);
  const reset = () => setRound((n) => n + 1);
  usePageTitle(id === 'new' ? t('shorts.form.newTitle') : t('shorts.form.editTitle'));
  return (
    <div className={`page ${styles.screen}`}>
      <h1>{id === 'new' ? t('shorts.form.newTitle') : t('shorts.form.editTitle')}</h1>
      {user === null ? (
        <p className="message">{t('shorts.form.signIn')} <Link to="/auth/signin">{t('shorts.form.signInLink')}</Link></p>
      ) : id === 'new' ? <NewShort key={round} onReset={reset} /> : <ExistingShort key={round} id={id} onReset={reset} />}
    </div>
  );
}
