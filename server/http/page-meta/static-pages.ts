// The metadata of the site's own pages: a static page's English title and description with WebPage data (FAQPage on
// /faq: every question with its answer), the contact and partnership forms as ContactPage, the widget page as WebPage,
// /register (a way to sign-up, never indexed). A static page without any text answers 404.
import { PRODUCT_NAME, pageTitle, shortDescription } from '../../../src/domain/page/page-meta';
import { isStaticPageName, STATIC_PAGE_FALLBACK_LANG } from '../../../src/domain/static-page/static-page-limits';
import { getStaticPage } from '../../services/static-pages';
import type { MetaResolver } from './types';

/** The pages written in the app: their English title, description and kind of page. */
const APP_PAGES: Record<string, { title: string; description: string; type: 'ContactPage' | 'WebPage' }> = {
  '/contact': { title: 'Contact us', description: 'Questions, ideas or a problem with the site? Write to the GrowDiaries team: we answer every message by e-mail.', type: 'ContactPage' },
  '/partner': { title: 'Partnership', description: 'Brands, breeders and shops: advertise, sponsor a giveaway or run your brand page on GrowDiaries. Tell us what you have in mind.', type: 'ContactPage' },
  '/widget': { title: 'Show a diary on your website', description: 'Put a grow diary\'s card on your blog, forum or shop: cover, name, strain, week and likes, always up to date. Copy the code and paste it.', type: 'WebPage' },
};

export const staticPagesMeta: MetaResolver = async (db, pathname, origin) => {
  const path = pathname.replace(/\/$/, '');
  const canonical = new URL(path, origin).toString();
  if (path === '/register') {
    return { found: true, meta: { title: pageTitle('Sign up'), description: 'Create your GrowDiaries account.', canonical: new URL('/auth/signup', origin).toString(), type: 'website', noindex: true } };
  }
  const form = APP_PAGES[path];
  if (form) {
    const description = shortDescription(form.description);
    return {
      found: true,
      meta: {
        title: pageTitle(form.title), description, canonical, type: 'website',
        jsonLd: { '@context': 'https://schema.org', '@type': form.type, name: form.title, description, url: canonical, publisher: { '@type': 'Organization', name: PRODUCT_NAME } },
      },
    };
  }
  const name = path.slice(1);
  if (!isStaticPageName(name)) return undefined;
  const page = await getStaticPage(db, name, STATIC_PAGE_FALLBACK_LANG);
  if (!page) return { found: false };
  const description = shortDescription(page.description);
  const common = { '@context': 'https://schema.org', name: page.title, description, url: canonical, inLanguage: page.lang, dateModified: page.update_date };
  return {
    found: true,
    meta: {
      title: pageTitle(page.title), description, canonical, type: 'website',
      jsonLd: name === 'faq'
        ? {
          ...common, '@type': 'FAQPage',
          mainEntity: page.sections.map((section) => ({ '@type': 'Question', name: section.heading, acceptedAnswer: { '@type': 'Answer', text: section.text } })),
        }
        : { ...common, '@type': name === 'about' ? 'AboutPage' : 'WebPage', publisher: { '@type': 'Organization', name: PRODUCT_NAME } },
    },
  };
};
