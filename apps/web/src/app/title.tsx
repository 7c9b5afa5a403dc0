import { PRODUCT_TITLE } from '@limo/domain/routes';
import { useEffect } from 'react';

/** The document title is the route title after each navigation (the product title when empty). */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title || PRODUCT_TITLE;
  }, [title]);
  return null;
}
