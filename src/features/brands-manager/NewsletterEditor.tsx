// /brands-manager/newsletters/edit/{id}: a newsletter draft (id 0: a new one): its subject and Markdown body with a
// preview of what the followers read (the same safe pieces the mail is made of, rendered as React text). The typing is
// kept as a draft on the device; saving and sending are applied at once and sent when online. A sent newsletter no
// longer changes: it opens the list.
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { Fragment, useMemo, useState, type FormEvent } from 'react';
import type { BrandNewsletterRecord } from '@/db/database';
import { MAX_NEWSLETTER_BODY, MAX_NEWSLETTER_SUBJECT } from '@/domain/brand-manager/newsletter-limits';
import { newsletterBlocks, type NewsletterInline } from '@/domain/brand-manager/newsletter-markdown';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { usePageTitle } from '@/ui/use-page-title';
import { useBrandNewsletter, useBrandNewsletters } from './newsletter-hooks';
import { saveNewsletterDraft, sendNewsletterDraft } from './newsletter-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Newsletter.module.css';

interface Fields { subject: string; body: string }

function Pieces({ pieces }: { pieces: NewsletterInline[] }) {
  return pieces.map((piece, index) => {
    if (piece.kind === 'strong') return <strong key={index}>{piece.text}</strong>;
    if (piece.kind === 'em') return <em key={index}>{piece.text}</em>;
    if (piece.kind === 'link') return <a key={index} href={piece.href} target="_blank" rel="nofollow noopener noreferrer">{piece.text}</a>;
    return <Fragment key={index}>{piece.text}</Fragment>;
  });
}

/** What the followers read, from the same pieces as the mail. */
function Preview({ body }: { body: string }) {
  const blocks = useMemo(() => newsletterBlocks(body), [body]);
  return (
    <div className={own.preview} data-testid="newsletter-preview">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') return <h3 key={index}><Pieces pieces={block.inlines} /></h3>;
        if (block.kind === 'list') return <ul key={index}>{block.items.map((item, i) => <li key={i}><Pieces pieces={item} /></li>)}</ul>;
        return <p key={index}>{block.lines.map((line, i) => <Fragment key={i}>{i > 0 && <br />}<Pieces pieces={line} /></Fragment>)}</p>;
      })}
    </div>
  );
}

function NewsletterForm({ newsletter, onReset }: { newsletter: BrandNewsletterRecord | null; onReset: () => void }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const navigate = useNavigate();
  const initial = useMemo(() => ({ subject: newsletter?.subject ?? '', body: newsletter?.body ?? '' }), [newsletter]);
  const draft = useDraft<Fields>('brand-newsletter', `${brand.id}:${newsletter?.id ?? 0}`, initial);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const title = newsletter ? t('brandAudience.newsletters.editTitle', { subject: newsletter.subject }) : t('brandAudience.newsletters.newTitle');
  usePageTitle(title);
  const fields = draft.value;
  if (!fields) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  const problem = !fields.subject.trim() ? t('brandAudience.newsletters.needSubject') : !fields.body.trim() ? t('brandAudience.newsletters.needBody') : null;

  const save = async (send: boolean) => {
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const id = await saveNewsletterDraft(brand, newsletter?.id ?? null, fields);
      if (send) await sendNewsletterDraft(id, fields.subject.trim());
      await draft.discard();
      await navigate({ to: '/brands-manager/newsletters' });
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <section className={styles.section} aria-labelledby="newsletter-editor">
      <h2 id="newsletter-editor">{title}</h2>
      {draft.restored && (
        <RestoredDraftNotice message={t('brandAudience.newsletters.restored')} discardLabel={t('brandAudience.newsletters.discard')}
          onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <form className={own.form} onSubmit={submit} data-testid="newsletter-form" noValidate>
        <label className="field">
          {t('brandAudience.newsletters.subject')}
          <input className="text-input" required maxLength={MAX_NEWSLETTER_SUBJECT} value={fields.subject}
            onChange={(event) => draft.change({ ...fields, subject: event.target.value })} />
        </label>
        <label className="field">
          {t('brandAudience.newsletters.body')}
          <textarea className="text-input" required maxLength={MAX_NEWSLETTER_BODY} value={fields.body}
            onChange={(event) => draft.change({ ...fields, body: event.target.value })} />
        </label>
        <p className={styles.note}>{t('brandAudience.newsletters.markdownHint')}</p>
        <h3>{t('brandAudience.newsletters.preview')}</h3>
        {fields.body.trim() ? <Preview body={fields.body} /> : <p className={styles.note}>{t('brandAudience.newsletters.previewEmpty')}</p>}
        {error && <p className="message message-error" role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button">{t('brandAudience.newsletters.saveDraft')}</button>
          {confirming ? (
            <>
              <button type="button" className="button button-primary" onClick={() => void save(true)}>{t('brandAudience.newsletters.confirmSend')}</button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>{t('brandsManager.cancel')}</button>
            </>
          ) : (
            <button type="button" className="button button-primary" onClick={() => (problem ? setError(problem) : setConfirming(true))}>
              {t('brandAudience.newsletters.send')}
            </button>
          )}
          <Link to="/brands-manager/newsletters" className="button">{t('brandsManager.cancel')}</Link>
        </div>
        {confirming && <p className={styles.note} role="status">{t('brandAudience.newsletters.sendWarning')}</p>}
      </form>
    </section>
  );
}

/** The form, started again from the newsletter when its draft is thrown away. */
function DraftForm({ newsletter }: { newsletter: BrandNewsletterRecord | null }) {
  const [generation, setGeneration] = useState(0);
  return <NewsletterForm key={generation} newsletter={newsletter} onReset={() => setGeneration((n) => n + 1)} />;
}

function StoredNewsletter({ id }: { id: number }) {
  const brand = useChosenBrand();
  // Opened from a link or a reload: the brand's newsletters are read into the device first.
  const { refresh } = useBrandNewsletters(brand.id);
  const newsletter = useBrandNewsletter(id);
  if (newsletter === undefined || (newsletter === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (newsletter === null || newsletter.brand_id !== brand.id) return <NotFoundMessage />;
  if (newsletter.status === 'sent') return <Navigate to="/brands-manager/newsletters" replace />;
  return <DraftForm key={newsletter.id} newsletter={newsletter} />;
}

export function NewsletterEditor({ id }: { id: number }) {
  return id === 0 ? <DraftForm newsletter={null} /> : <StoredNewsletter id={id} />;
}
