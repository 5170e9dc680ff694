import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen, so screen readers announce where a navigation landed. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const text = t(title);
  useEffect(() => {
    document.title = `${text} | ${t('Test Preparation')}`;
  }, [text, t]);
}
