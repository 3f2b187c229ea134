// Sets the document title of the screen shown, as the server writes it for crawlers (src/domain/page/page-meta).
import { useEffect } from 'react';
import { pageTitle } from '@/domain/page/page-meta';

export function usePageTitle(title: string | null | undefined, page = 1): void {
  useEffect(() => {
    if (title) document.title = pageTitle(title, page);
  }, [title, page]);
}
