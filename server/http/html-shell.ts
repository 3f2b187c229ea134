// The app shell (dist/index.html) with a page's own title, description, canonical URL, Open Graph tags and
// JSON-LD written in, so crawlers and link previews read real content without running scripts.

export interface PageMeta {
  /** The whole document title (see pageTitle in src/domain/page/page-meta). */
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Absolute URL of the preview image, when the page has one. */
  image?: string;
  /** Open Graph type: "website", "article" or "video.other" (a short). */
  type: 'website' | 'article' | 'video.other';
  /** schema.org data, written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>;
  /** Pages of one person (editors, pending changes, sign-in) ask search engines not to index them. */
  noindex?: boolean;
  /** The page's largest picture (its first screen), fetched while the app's script loads: the same srcset and sizes the
   * app uses, or only its address (a video's poster). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function preloadTag({ href, srcset, sizes }: NonNullable<PageMeta['preloadImage']>): string {
  const set = srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high" />`;
}

/** The head tags of a page, one per line. */
export function headTags(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    property('og:site_name', 'GrowDiaries'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    meta.image ? property('og:image', meta.image) : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.preloadImage ? preloadTag(meta.preloadImage) : '',
    meta.jsonLd ? `<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>` : '',
  ].filter(Boolean).join('\n    ');
}

/** The shell with the page's title and description in place of the defaults, and its other tags before </head>. */
export function renderShell(template: string, meta: PageMeta): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `    ${headTags(meta)}\n  </head>`);
}
