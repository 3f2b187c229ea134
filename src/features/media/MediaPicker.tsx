// "Take photo" and "From gallery": picked photos and videos are prepared, queued on the device and sent when possible.
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { queuePhotos, queueVideo, type WeekTarget } from '@/sync/uploads/upload-queue';
import { requestSync } from '@/sync/outbox/request-sync';
import { isStorageFull, mediaErrorText } from './media-error-text';
import styles from './MediaPicker.module.css';

export function MediaPicker({ diaryId, weekId }: { diaryId: number; weekId: number }) {
  const { t } = useTranslation();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  async function queue(files: File[]): Promise<string[]> {
    const target: WeekTarget = { diary_id: diaryId, week_id: weekId };
    const messages: string[] = [];
    const photos = files.filter((file) => !file.type.startsWith('video/'));
    try {
      const { unreadable } = await queuePhotos(photos, target);
      if (unreadable.length) messages.push(t('media.error.photoUnreadable', { names: unreadable.join(', ') }));
      for (const video of files.filter((file) => file.type.startsWith('video/'))) {
        try {
          await queueVideo(video, target);
        } catch (error) {
          messages.push(mediaErrorText(t, error, video.name));
          if (isStorageFull(error)) break;
        }
      }
    } catch (error) {
      messages.push(mediaErrorText(t, error, photos.map((p) => p.name).join(', ')));
    }
    return messages;
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // the same file can be picked again
    if (!files.length) return;
    setBusy(true);
    setProblems([]);
    const messages = await queue(files);
    setBusy(false);
    setProblems(messages);
    // Returns quickly offline; the queue retries on its own.
    void requestSync();
  }

  return (
    <div className={styles.picker}>
      <div className={styles.buttons}>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => camera.current?.click()}>
          {t('media.takePhoto')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => gallery.current?.click()}>
          {t('media.fromGallery')}
        </button>
      </div>
      <input ref={camera} className="visually-hidden" type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true" onChange={(e) => void onPick(e)} />
      <input ref={gallery} className="visually-hidden" type="file" accept="image/*,video/*" multiple tabIndex={-1} aria-hidden="true" onChange={(e) => void onPick(e)} />
      {busy && <p className={styles.status} role="status">{t('media.preparing')}</p>}
      {problems.map((text) => <p key={text} className="message message-error" role="alert">{text}</p>)}
    </div>
  );
}
