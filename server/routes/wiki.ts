// Wiki calls (spec §7 Other: GET /api/wiki/{a}/{b}/{id}), public; catalogue answers, kept stale-while-revalidate by the
// service worker like /api/strains (sw/routes.ts):
//   GET /api/wiki/{a}/{b}/{id}?lang=   200 {a, b, id, title, text, lang}: the article explaining a catalogue word.
//       a: section, strains or equipment; b: category, for strains one of strain-vocabulary.ts (positive-effects,
//       negative-effects, medical, tastes, yield, height, growing, genes, thc), for equipment `category`; id: the value
//       (a strain category value such as relaxed or easy, or an equipment category such as grow-tents).
//       lang: the language asked (else the Accept-Language header's first supported language); the English article
//       answers when that language has none, and `lang` says which one came. text is plain text, never HTML.
//       404 {error, message} for an unknown article; 400 when a part is no lowercase slug or lang no language tag.
import type { FastifyPluginAsync } from 'fastify';
import { WIKI_FALLBACK_LANG, wikiParamsSchema, wikiQuerySchema, type WikiArticle } from '../../src/domain/catalogue/wiki';
import { preferredLocale } from '../http/accept-language';
import { notFound } from '../http/errors';
import { getWikiArticle } from '../services/wiki';
import type { RouteDeps } from './deps';

export const wikiRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/api/wiki/:a/:b/:id', async (request, reply): Promise<WikiArticle> => {
    const params = wikiParamsSchema.parse(request.params);
    const { lang: asked } = wikiQuerySchema.parse(request.query);
    // Without ?lang the header chooses, so caches must keep one answer per header.
    if (!asked) reply.header('vary', 'accept-language');
    const lang = asked?.toLowerCase() ?? preferredLocale(request.headers['accept-language']) ?? WIKI_FALLBACK_LANG;
    const article = await getWikiArticle(db, params, lang);
    if (!article) throw notFound('There is no wiki article on this.');
    return article;
  });
};
