// Static pages (spec §7 Brands, misc: GET /api/{static page}), public; answers in src/domain/static-page/static-page.ts:
//   GET /api/{faq|about|terms|terms-paid|policy|start}?lang=   200 StaticPage {page, lang, title, description,
//       sections: [{heading, text}], update_date}: the page in the language asked (else the Accept-Language header's
//       first supported language), the English page when that language has none; `lang` says which one came. Every
//       text is plain text (paragraphs split by a blank line), never HTML. 400 {error, message} when lang is no
//       language tag; 404 when the page has no text in any language. Kept by the service worker like other API
//       answers (api-v1, network first), so a page read once opens offline.
import type { FastifyPluginAsync } from 'fastify';
import { staticPageQuerySchema, type StaticPage } from '../../src/domain/static-page/static-page';
import { STATIC_PAGE_FALLBACK_LANG, STATIC_PAGES } from '../../src/domain/static-page/static-page-limits';
import { preferredLocale } from '../http/accept-language';
import { notFound } from '../http/errors';
import { getStaticPage } from '../services/static-pages';
import type { RouteDeps } from './deps';

export const staticPageRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  for (const page of STATIC_PAGES) {
    app.get(`/api/${page}`, async (request, reply): Promise<StaticPage> => {
      const { lang: asked } = staticPageQuerySchema.parse(request.query);
      // Without ?lang the header chooses, so caches must keep one answer per header.
      if (!asked) reply.header('vary', 'accept-language');
      const lang = asked?.toLowerCase() ?? preferredLocale(request.headers['accept-language']) ?? STATIC_PAGE_FALLBACK_LANG;
      const found = await getStaticPage(db, page, lang);
      if (!found) throw notFound('This page has no text yet.');
      return found;
    });
  }
};
