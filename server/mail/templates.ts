// The mails of accounts, in HTML and text, in the five interface languages (locales/mail/*.json).
import de from '../../locales/mail/de.json';
import en from '../../locales/mail/en.json';
import es from '../../locales/mail/es.json';
import ru from '../../locales/mail/ru.json';
import th from '../../locales/mail/th.json';
import { escapeHtml } from '../http/html-shell';

export const MAIL_LOCALES = ['en', 'de', 'es', 'ru', 'th'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
type MailStrings = typeof en;
const STRINGS: Record<MailLocale, MailStrings> = { en, de, es, ru, th };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A language of the mails, or English for any other (en-tr included). */
export function toMailLocale(value: string | null | undefined): MailLocale {
  return (MAIL_LOCALES as readonly string[]).includes(value ?? '') ? (value as MailLocale) : 'en';
}

/** A string with its {{name}} places filled; unknown places stay as written. */
function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, key: string) => typeof values[key] === 'string' ? values[key] : place);
}

/** What a mail says: paragraphs, an optional button (with its address written out below), closing paragraphs. */
interface MailBody {
  subject: string;
  before: string[];
  action?: { label: string; url: string };
  after: string[];
  /** Small print under the signature (a newsletter's unsubscribe line). */
  footer?: { text: string; link: { label: string; url: string } };
}

const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2a1f';
const BUTTON = 'display:inline-block;padding:12px 20px;border-radius:8px;background:#2f7d32;color:#ffffff;font-weight:bold;text-decoration:none';

/** Text and HTML of a body; every value is escaped once in the HTML (the templates hold no markup). */
function compose(locale: MailLocale, body: MailBody): MailContent {
  const common = STRINGS[locale].common;
  const paragraphs = (lines: string[]) => lines.map((line) => `<p style="${PARAGRAPH}">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n');
  const actionHtml = body.action
    ? `<p style="${PARAGRAPH}"><a href="${escapeHtml(body.action.url)}" style="${BUTTON}">${escapeHtml(body.action.label)}</a></p>
<p style="${PARAGRAPH};font-size:13px;color:#5b665b">${escapeHtml(common.linkFallback)}<br><a href="${escapeHtml(body.action.url)}">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const footerHtml = body.footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#5b665b">${escapeHtml(body.footer.text)} <a href="${escapeHtml(body.footer.link.url)}">${escapeHtml(body.footer.link.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
${paragraphs(body.before)}
${actionHtml}
${paragraphs([...body.after, common.signature])}
${footerHtml}
</div>
</body></html>
`;
  const text = [
    ...body.before,
    ...(body.action ? [`${body.action.label}:\n${body.action.url}`] : []),
    ...body.after,
    common.signature,
    ...(body.footer ? [`--\n${body.footer.text}\n${body.footer.link.label}: ${body.footer.link.url}`] : []),
  ].join('\n\n') + '\n';
  return { subject: body.subject, text, html };
}

/** A mail whose point is one link: greeting, intro, the button, how long the link works, "if you did not ask". */
function linkMail(locale: MailLocale, kind: 'confirm' | 'reset', values: { name: string; link: string }): MailContent {
  const { common } = STRINGS[locale];
  const strings = STRINGS[locale][kind];
  return compose(locale, {
    subject: strings.subject,
    before: [fill(common.greeting, values), fill(strings.intro, values)],
    action: { label: strings.action, url: values.link },
    after: [strings.expiry, common.notAsked],
  });
}

/** The mail after sign-up (and on "send again"): confirm the address by its link. */
export function confirmMail(locale: MailLocale, values: { name: string; email: string; link: string }): MailContent {
  return linkMail(locale, 'confirm', values);
}

/** The mail of "forgot password": the link to choose a new one. */
export function resetMail(locale: MailLocale, values: { name: string; link: string }): MailContent {
  return linkMail(locale, 'reset', values);
}

/** The notice after a password changed (in settings or by a reset), with the way back if it was not the grower. */
export function passwordChangedMail(locale: MailLocale, values: { name: string; at: Date; link: string }): MailContent {
  const { common, passwordChanged } = STRINGS[locale];
  const date = `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(values.at)} UTC`;
  return compose(locale, {
    subject: passwordChanged.subject,
    before: [fill(common.greeting, values), fill(passwordChanged.intro, { name: values.name, date }), passwordChanged.notYou],
    action: { label: passwordChanged.action, url: values.link },
    after: [],
  });
}

/** A newsletter: its own subject and paragraphs, and the footer with the one-click unsubscribe link. */
export function newsletterMail(locale: MailLocale, values: { name: string; subject: string; paragraphs: string[]; unsubscribeLink: string }): MailContent {
  const { common, newsletter } = STRINGS[locale];
  return compose(locale, {
    subject: values.subject,
    before: [fill(common.greeting, values), ...values.paragraphs],
    after: [],
    footer: { text: newsletter.footer, link: { label: newsletter.unsubscribe, url: values.unsubscribeLink } },
  });
}

/** The mail to a brand's manager of an order placed through the site: its lines, total, where it goes, the brand's orders. */
export function partnerOrderMail(locale: MailLocale, values: {
  name: string; id: number; brand: string; buyer: string; lines: string[]; total: string; delivery: string[]; link: string;
}): MailContent {
  const { common, partnerOrder } = STRINGS[locale];
  const places = { ...values, id: String(values.id) };
  return compose(locale, {
    subject: fill(partnerOrder.subject, places),
    before: [
      fill(common.greeting, values), fill(partnerOrder.intro, places), values.lines.join('\n'), fill(partnerOrder.total, places),
      `${partnerOrder.deliverTo}\n${values.delivery.join('\n')}`,
    ],
    action: { label: partnerOrder.action, url: values.link },
    after: [],
  });
}
