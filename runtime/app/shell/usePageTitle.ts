import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title: 'Navigator', or '{page} · Navigator' (app-shell §1). */
export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('app.pageTitle', { page }) : t('app.name');
  }, [page, t]);
}
