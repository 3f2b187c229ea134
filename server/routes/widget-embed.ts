// The diary widget's embed (issue 18 item 6), a page other sites put in an iframe:
//   GET /embed/diary/{id}[?lang=de|es|ru|th]   200 text/html: the diary's card (cover, name, strain, week, likes,
//       grower) in that interface language (English otherwise; locales/embed/*.json) linking to the diary in a new tab. Public diaries only (404 page otherwise, also for an id that is no positive integer). No
//       script, no cookie, no session is read: the page is the same for everyone, so it never exposes a visitor's
//       account. Its own Content-Security-Policy allows any site to frame it (frame-ancestors *), and it carries no
//       X-Frame-Options; every other page and answer keeps frame-ancestors 'none' and X-Frame-Options DENY
//       (server/http/headers.ts), so no site can frame the rest of the app. Kept 5 minutes by caches.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import de from '../../locales/embed/de.json';
import en from '../../locales/embed/en.json';
import es from '../../locales/embed/es.json';
import ru from '../../locales/embed/ru.json';
import th from '../../locales/embed/th.json';
import type { DiaryCard } from '../../src/domain/diary/diary';
import { escapeHtml } from '../http/html-shell';
import { toCards, visibleDiaries } from '../services/diaries';
import type { RouteDeps } from './deps';

/** Scripts, forms, plugins and other origins are all refused; only its own pictures and inline style load. */
export const EMBED_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

const STYLE = `*{box-sizing:border-box}body{margin:0;font:14px/1.35 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1d2420;background:transparent}
a{display:flex;gap:12px;align-items:center;padding:8px;background:#fff;border:1px solid #dde3dc;border-radius:12px;color:inherit;text-decoration:none;min-height:100px}
a:hover{border-color:#2f7d32}img,.none{width:96px;height:96px;border-radius:8px;object-fit:cover;flex:none;background:#e3f1e0}
.text{min-width:0}strong{display:block;font-size:16px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.meta{display:block;color:#5d6961;margin-top:2px}.brand{display:block;color:#1f5e23;font-weight:700;font-size:12px;margin-top:6px}`;

/** The card's words in each interface language, plural forms by Intl.PluralRules' names (`week_one`, `likes_few`…). */
const TEXTS: Record<string, Record<string, string>> = { en, de, es, ru, th };
export type EmbedLocale = 'en' | 'de' | 'es' | 'ru' | 'th';

/** The card's language from `?lang=`: one of the interface languages, else English. */
export const embedLocale = (value: unknown): EmbedLocale => (typeof value === 'string' && Object.hasOwn(TEXTS, value) ? value as EmbedLocale : 'en');

/** A text of the card with its {{name}} places filled; `count` also picks the plural form. */
function say(locale: EmbedLocale, key: string, values: { count?: number; name?: string } = {}): string {
  const texts = TEXTS[locale]!;
  const form = values.count === undefined ? key : `${key}_${new Intl.PluralRules(locale).select(values.count)}`;
  const template = texts[form] ?? texts[`${key}_other`] ?? texts[key] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) => String(values[name as keyof typeof values] ?? place));
}

function page(locale: EmbedLocale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The card as HTML in `locale`: every value escaped once. */
export function embedCard(card: DiaryCard, locale: EmbedLocale = 'en'): string {
  const strain = card.items_seed[0]?.name;
  const meta = [strain, card.cnt_weeks > 0 ? say(locale, 'week', { count: card.cnt_weeks }) : say(locale, 'started'), say(locale, 'likes', { count: card.cnt_likes })]
    .filter((part): part is string => Boolean(part)).map(escapeHtml).join(' · ');
  const cover = card.cover ? `<img src="${escapeHtml(card.cover.size_m)}" alt="" width="96" height="96">` : '<span class="none"></span>';
  return page(locale, `${card.name} — GrowDiaries`, `<a href="${escapeHtml(card.link)}" target="_blank" rel="noopener">${cover}<span class="text">`
    + `<strong>${escapeHtml(card.name)}</strong><span class="meta">${meta}</span><span class="meta">${escapeHtml(say(locale, 'by', { name: card.item_user.name }))}</span>`
    + `<span class="brand">GrowDiaries</span></span></a>`);
}

function embedHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('content-security-policy', EMBED_CSP).removeHeader('x-frame-options')
    .header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8');
}

export const widgetEmbedRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/embed/diary/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const locale = embedLocale((request.query as { lang?: unknown }).lang);
    const row = /^[1-9]\d{0,9}$/.test(id) ? await visibleDiaries(db).selectAll().where('id', '=', Number(id)).executeTakeFirst() : undefined;
    const [card] = row ? await toCards(db, [row]) : [];
    if (!card) return embedHeaders(reply).code(404).send(page(locale, `${say(locale, 'notFound')} — GrowDiaries`, `<p>${escapeHtml(say(locale, 'notPublic'))}</p>`));
    return embedHeaders(reply).send(embedCard(card, locale));
  });
};
