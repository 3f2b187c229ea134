// /contact and /partner: a message to the site (the partnership form asks for the company, its website and what it
// wants to do). Sending queues the message (it waits offline and leaves once, see ./mutators.ts); the text stays in the
// form, kept on the device, until the server stored it: while it waits, and with a clear error when it is refused.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { ContactInput } from '@/domain/contact/contact';
import {
  MAX_CONTACT_COMPANY, MAX_CONTACT_EMAIL, MAX_CONTACT_NAME, MAX_CONTACT_SUBJECT, MAX_CONTACT_TEXT, MAX_CONTACT_WEBSITE,
  PARTNER_INTERESTS, type ContactKind, type PartnerInterest,
} from '@/domain/contact/contact-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { StaticPagesNav } from '@/features/static-pages/StaticPagesNav';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import {
  clearContactDraft, EMPTY_FIELDS, loadContactDraft, newMessageId, saveContactDraft, useContactState,
  type ContactFields, type ContactState,
} from './contact-draft';
import { sendContactMessage } from './writes';
import pageStyles from '@/features/static-pages/StaticPage.module.css';
import styles from './ContactScreen.module.css';

/** How long typing pauses before the draft is kept on the device. */
const DRAFT_PAUSE_MS = 300;

function toInput(kind: ContactKind, fields: ContactFields): ContactInput {
  const partner = kind === 'partner';
  return {
    kind, name: fields.name.trim(), email: fields.email.trim(), subject: partner ? '' : fields.subject.trim(),
    company: partner ? fields.company.trim() : '', website: partner ? fields.website.trim() : '',
    interest: partner && fields.interest ? fields.interest : null, text: fields.text.trim(),
  };
}

/** A labelled one-line field of the form. */
function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      {label}
      <input className="text-input" {...input} />
    </label>
  );
}

/** Where the message is, in words: on its way, waiting for the network, waiting for the server, or refused. */
function SendStatus({ state }: { state: ContactState | undefined }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (state?.state !== 'queued') return null;
  if (state.status === 'refused') {
    return <p className="message message-error" role="alert" data-testid="contact-status">{t('contact.refused', { message: state.error ?? '' })}</p>;
  }
  const text = !online ? t('contact.offline') : state.attempts > 0 ? t('contact.retrying', { message: state.error ?? '' }) : t('contact.sending');
  return (
    <p className={`message ${online && state.attempts === 0 ? '' : 'message-warn'}`} role="status" data-testid="contact-status">
      {text} {!online && <Link to="/pending">{t('contact.seePending')}</Link>}
    </p>
  );
}

export function ContactScreen({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t(`contact.${kind}.title`));
  const [draft, setDraft] = useState<{ messageId: string; fields: ContactFields } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const state = useContactState(draft?.messageId ?? '');
  const partner = kind === 'partner';

  // The kept draft, or a new one (with a signed-in grower's name).
  useEffect(() => {
    let live = true;
    void loadContactDraft(kind).then((kept) => {
      if (live) setDraft(kept ?? { messageId: newMessageId(), fields: EMPTY_FIELDS });
    });
    return () => {
      live = false;
    };
  }, [kind]);
  const named = useRef(false);
  useEffect(() => {
    if (!draft || named.current || !user) return;
    named.current = true;
    if (!draft.fields.name) setDraft({ ...draft, fields: { ...draft.fields, name: user.name } });
  }, [draft, user]);
  useEffect(() => {
    if (!draft || state?.state === 'sent') return;
    const timer = setTimeout(() => void saveContactDraft(kind, draft), DRAFT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [kind, draft, state?.state]);

  if (!draft) return <div className={`page ${pageStyles.page}`}><h1>{t(`contact.${kind}.title`)}</h1></div>;

  const waiting = state?.state === 'queued' && state.status !== 'refused';
  const set = (field: keyof ContactFields) => (event: { target: { value: string } }) => setDraft({ ...draft, fields: { ...draft.fields, [field]: event.target.value } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLocalError(null);
    try {
      await saveContactDraft(kind, draft);
      await sendContactMessage(draft.messageId, toInput(kind, draft.fields), t(`contact.${kind}.label`));
    } catch (error) {
      setLocalError(describeError(error));
    }
  };
  const writeAnother = async () => {
    await clearContactDraft(kind, draft.messageId);
    setDraft({ messageId: newMessageId(), fields: { ...EMPTY_FIELDS, name: draft.fields.name, email: draft.fields.email } });
  };

  return (
    <div className={`page ${pageStyles.page}`}>
      <h1>{t(`contact.${kind}.title`)}</h1>
      <p className={pageStyles.lead}>{t(`contact.${kind}.intro`)}</p>
      {partner && (
        <ul className={styles.offers}>
          {PARTNER_INTERESTS.filter((interest) => interest !== 'other').map((interest) => (
            <li key={interest}><strong>{t(`contact.interest.${interest}`)}</strong> {t(`contact.offer.${interest}`)}</li>
          ))}
        </ul>
      )}
      {state?.state === 'sent' ? (
        <div className={`message ${styles.sent}`} role="status" data-testid="contact-sent">
          <p>{t('contact.sent', { email: draft.fields.email.trim() })}</p>
          <button type="button" className="button" onClick={() => void writeAnother()}>{t('contact.another')}</button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={waiting}>
          <div className={styles.pair}>
            <TextField label={t('contact.name')} value={draft.fields.name} onChange={set('name')} required maxLength={MAX_CONTACT_NAME} autoComplete="name" readOnly={waiting} />
            <TextField label={t('contact.email')} type="email" value={draft.fields.email} onChange={set('email')} required maxLength={MAX_CONTACT_EMAIL} autoComplete="email" readOnly={waiting} />
          </div>
          {partner ? (
            <>
              <div className={styles.pair}>
                <TextField label={t('contact.company')} value={draft.fields.company} onChange={set('company')} required maxLength={MAX_CONTACT_COMPANY} autoComplete="organization" readOnly={waiting} />
                <TextField label={t('contact.website')} type="url" value={draft.fields.website} onChange={set('website')} maxLength={MAX_CONTACT_WEBSITE} placeholder="https://" autoComplete="url" readOnly={waiting} />
              </div>
              <label className="field">
                {t('contact.interestLabel')}
                <select className="text-input" value={draft.fields.interest} onChange={(event) => setDraft({ ...draft, fields: { ...draft.fields, interest: event.target.value as PartnerInterest | '' } })} required disabled={waiting}>
                  <option value="" disabled>{t('contact.choose')}</option>
                  {PARTNER_INTERESTS.map((interest) => <option key={interest} value={interest}>{t(`contact.interest.${interest}`)}</option>)}
                </select>
              </label>
            </>
          ) : (
            <TextField label={t('contact.subject')} value={draft.fields.subject} onChange={set('subject')} maxLength={MAX_CONTACT_SUBJECT} readOnly={waiting} />
          )}
          <label className="field">
            {t('contact.message')}
            <textarea className="text-input" rows={8} value={draft.fields.text} onChange={set('text')} required maxLength={MAX_CONTACT_TEXT} readOnly={waiting} />
          </label>
          <SendStatus state={state} />
          {localError && <p className="message message-error" role="alert">{localError}</p>}
          <div className={styles.actions}>
            <button type="submit" className="button button-primary" disabled={waiting}>
              {state?.state === 'queued' && state.status === 'refused' ? t('contact.sendAgain') : t('contact.send')}
            </button>
            <span className={styles.count}>{t('contact.count', { length: draft.fields.text.length, max: MAX_CONTACT_TEXT })}</span>
          </div>
          <p className={styles.note}>{t('contact.privacy')} <Link to="/policy">{t('static.links.policy')}</Link></p>
        </form>
      )}
      {!partner && <p className={styles.note}>{t('contact.partnerHint')} <Link to="/partner">{t('static.links.partner')}</Link></p>}
      <StaticPagesNav />
    </div>
  );
}
