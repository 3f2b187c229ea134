// Sets the document title of the screen shown, with the product name after it.
import { useEffect } from 'react';

export const PRODUCT_NAME = 'GrowDiaries';

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}
