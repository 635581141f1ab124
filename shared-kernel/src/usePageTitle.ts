import { useEffect } from 'react';

/** Every page has a document title: "<page> · HospoHire". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · HospoHire` : 'HospoHire';
  }, [title]);
}
