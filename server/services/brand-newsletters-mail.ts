// A brand's sent newsletter as mail, one per recipient row: the Markdown pieces written escaped into HTML, each link
// through the recipient's click address, the recipient's open pixel, and the one-click unsubscribe link in the footer
// and as List-Unsubscribe. Runs after the send's answer (mail.later); a recipient whose mail fails is logged, not retried.
import type { Kysely } from 'kysely';
import de from '../../locales/mail/de.json';
import en from '../../locales/mail/en.json';
import es from '../../locales/mail/es.json';
import ru from '../../locales/mail/ru.json';
import th from '../../locales/mail/th.json';
import { newsletterBlocks, newsletterText, type NewsletterInline } from '../../src/domain/brand-manager/newsletter-markdown';
import type { Database } from '../db/types';
import { escapeHtml } from '../http/html-shell';
import type { MailService } from '../mail/service';
import type { MailLocale } from '../mail/templates';
import { mailLocaleOf } from './account-mail';
import { issueEmailToken } from './email-tokens';

const STRINGS: Record<MailLocale, typeof en> = { en, de, es, ru, th };
const PARAGRAPH = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2a1f';

/** The tracking addresses of one recipient. */
export const openPixelPath = (token: string) => `/api/newsletters/open/${token}`;
export const clickPath = (token: string, link: number) => `/api/newsletters/click/${token}?l=${link}`;

function html(markdown: string, publicUrl: string, token: string): string {
  const inline = (pieces: NewsletterInline[]) => pieces.map((piece) => {
    const text = escapeHtml(piece.text);
    if (piece.kind === 'strong') return `<strong>${text}</strong>`;
    if (piece.kind === 'em') return `<em>${text}</em>`;
    if (piece.kind === 'link') return `<a href="${escapeHtml(publicUrl + clickPath(token, piece.index))}" style="color:#2f7d32">${text}</a>`;
    return text;
  }).join('');
  return newsletterBlocks(markdown).map((block) => {
    if (block.kind === 'heading') return `<h2 style="margin:0 0 12px;font-size:20px;color:#1f2a1f">${inline(block.inlines)}</h2>`;
    if (block.kind === 'list') return `<ul style="${PARAGRAPH}">${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
    return `<p style="${PARAGRAPH}">${block.lines.map(inline).join('<br>')}</p>`;
  }).join('\n');
}

/** Mails a sent newsletter to each of its recipients (those not deleted since). */
export async function mailNewsletter(db: Kysely<Database>, mail: MailService, newsletterId: number): Promise<void> {
  const newsletter = await db.selectFrom('brand_newsletters as n')
    .select(['n.subject', 'n.body']).where('n.id', '=', newsletterId).executeTakeFirstOrThrow();
  const recipients = await db.selectFrom('brand_newsletter_sends as s').innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.settings', 's.token']).where('s.newsletter_id', '=', newsletterId)
    .where('u.delete_date', 'is', null).orderBy('s.id').execute();
  for (const user of recipients) {
    const locale = mailLocaleOf(user);
    const strings = STRINGS[locale];
    const unsubscribeLink = `${mail.publicUrl}/auth/unsubscribe?k=${await issueEmailToken(db, user.id, 'unsubscribe', user.email)}`;
    const greeting = strings.common.greeting.replace('{{name}}', user.name);
    const footer = strings.newsletter.footer;
    await mail.mailer.send({
      to: user.email, kind: 'newsletter-brand', headers: { 'List-Unsubscribe': `<${unsubscribeLink}>` },
      subject: newsletter.subject,
      text: [greeting, ...newsletterText(newsletter.body), `--\n${footer}\n${strings.newsletter.unsubscribe}: ${unsubscribeLink}`].join('\n\n') + '\n',
      html: `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(newsletter.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
<p style="${PARAGRAPH}">${escapeHtml(greeting)}</p>
${html(newsletter.body, mail.publicUrl, user.token)}
<p style="margin:24px 0 0;font-size:12px;color:#5b665b">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeLink)}">${escapeHtml(strings.newsletter.unsubscribe)}</a></p>
<img src="${escapeHtml(mail.publicUrl + openPixelPath(user.token))}" width="1" height="1" alt="" style="display:block;border:0">
</div>
</body></html>
`,
    });
  }
}
