import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGES, preloadLanguages } from '../i18n/index.ts';

/** A compact en / es / pt switch (login page); the user menu offers the same choice. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('user.language')}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        label: language.toUpperCase(),
      }))}
      data-testid="language-switch"
      // The other languages' texts are chunks of their own: fetched as the pointer or the
      // keyboard comes near, the switch shows its choice at once.
      onPointerEnter={preloadLanguages}
      onFocus={preloadLanguages}
    />
  );
}
