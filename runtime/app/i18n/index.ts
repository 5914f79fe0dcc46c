/**
 * i18next for the viewer (app-shell §9: en, es, pt; default en). The shell's texts are the
 * default namespace; other parts of the app register their own namespace with
 * {@link registerTranslations} so each folder keeps its texts next to its code.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localDb } from '../api/local-db.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';

/** Interface languages, default first. */
export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const LANGUAGE_KEY = 'settings.language';

/** Is `value` one of {@link LANGUAGES}? */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this browser, else the default. */
export function storedLanguage(): Language {
  const stored = localDb.get<string>(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The app's i18next instance. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es }, pt: { translation: pt } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the interface language and remembers it on this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  localDb.set(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Adds a namespace of texts in every language, e.g.
 * `registerTranslations('dashboard', { en: {...}, es: {...}, pt: {...} })`, then
 * `useTranslation('dashboard')`.
 */
export function registerTranslations(
  namespace: string,
  texts: Record<Language, Record<string, unknown>>,
): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
}
