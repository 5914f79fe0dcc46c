import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../schemas/generated/localized-text.ts';
import { localizeText } from '../../core/format/localized-text.ts';

/** A config text (string or {en, es, pt}) to show, or nothing. */
export type ConfigText = LocalizedText | null | undefined;

/**
 * A function giving config texts (dashboard names, widget titles, filter labels) in the
 * interface language, English when a translation is missing. Components re-render when the
 * language changes because react-i18next does.
 */
export function useLocalize(): (text: ConfigText) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((text: ConfigText) => localizeText(text, language), [language]);
}
