import type { LocalizedText } from '../../../schemas/generated/localized-text';
import { uiLanguage } from './ui-language';

/**
 * The text of a config string (a dashboard's name, a widget's title, a filter's label…) in the
 * reader's language: a plain string is the same in every language; translations give the one of
 * `language` (a locale such as 'es-MX' counts as 'es'), else English, which the schema requires.
 * An empty translation counts as missing so a half-filled form never shows a blank title.
 */
export function localizeText(text: LocalizedText | null | undefined, language?: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const translated = text[uiLanguage(language)];
  return translated !== undefined && translated !== '' ? translated : text.en;
}

/** Whether a config text is given in translations rather than as one string. */
export function isTranslatedText(
  text: LocalizedText | null | undefined,
): text is Exclude<LocalizedText, string> {
  return typeof text === 'object' && text !== null;
}
