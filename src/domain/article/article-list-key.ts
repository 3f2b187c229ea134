// Which articles a journal list shows, and the key its first page is known by (the screen's list and the server's
// rendering of it, server/ssr/answers/journal.ts).
import type { ArticleCategory } from './journal-paths';

export type ArticleListFilter = { kind: 'all' } | { kind: 'category'; category: ArticleCategory } | { kind: 'tag'; tag: string };

export const articleListKey = (filter: ArticleListFilter) => `journal:${filter.kind === 'all' ? 'all' : filter.kind === 'category' ? `c:${filter.category}` : `t:${filter.tag}`}`;
