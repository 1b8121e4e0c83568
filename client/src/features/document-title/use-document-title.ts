import { useEffect } from 'react';

/** The page title is the product's name (spec §1); a page may put its own name in front. */
export const PRODUCT_NAME = 'CircuitMart';

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
