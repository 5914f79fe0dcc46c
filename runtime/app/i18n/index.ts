/**
 * i18next for the viewer (app-shell §9: en, es, pt; default en). The shell's texts are the
 * default namespace; other parts of the app register their own namespace with
 * {@link registerTranslations} so each folder keeps its texts next to its code.
 *
 * Only the English shell texts are in the main bundle (they are the fallback of every key);
 * Spanish and Portuguese load as chunks of their own when chosen, and before the first render
 * when stored on this browser ({@link loadStoredLanguage}), so no English flashes first.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localDb } from '../api/local-db.ts';
import { en } from './en.ts';

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
  resources: { en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The shell texts of the languages other than the default, each in a chunk of its own. */
const CATALOGS: Partial<Record<Language, () => Promise<Record<string, unknown>>>> = {
  es: () => import('./es.ts').then((module) => module.es),
  pt: () => import('./pt.ts').then((module) => module.pt),
};

const loadedCatalogs = new Map<Language, Promise<void>>();

/** Loads the shell texts of `language` into i18next (once; a failed load is tried again). */
export function loadLanguage(language: Language): Promise<void> {
  const load = CATALOGS[language];
  if (!load) return Promise.resolve();
  const known = loadedCatalogs.get(language);
  if (known) return known;
  const loading = load().then(
    (texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    },
    (error: unknown) => {
      loadedCatalogs.delete(language);
      throw error;
    },
  );
  loadedCatalogs.set(language, loading);
  return loading;
}

/**
 * Starts loading every language's texts (a language menu or switch is about to be used), so
 * that the choice shows at once. Errors wait for the choice itself.
 */
export function preloadLanguages(): void {
  for (const language of LANGUAGES) loadLanguage(language).catch(() => undefined);
}

/**
 * Loads the stored language's texts and makes it the resolved one (i18next resolved it to the
 * default while its texts were missing). The first render waits for it (main.tsx); a failed
 * load leaves the default language's texts.
 */
export async function loadStoredLanguage(): Promise<void> {
  const language = i18n.language;
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  } catch {
    // The chunk could not load (offline, a deploy): the page shows in English.
  }
}

/** Switches the interface language (its texts loaded first) and remembers it on this browser. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
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
