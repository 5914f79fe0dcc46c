/** The UI languages of the app. */
export const UI_LANGUAGES = ['en', 'es', 'pt'] as const;

/** One of {@link UI_LANGUAGES}. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The UI language of a locale or language tag: its primary subtag ('es-MX', 'pt_BR', 'PT' →
 * 'es', 'pt', 'pt'); English when absent or not one of {@link UI_LANGUAGES}. Numbers, chart
 * locales and widget texts all pick their language with it.
 */
export function uiLanguage(locale?: string): UiLanguage {
  const code = (locale ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (UI_LANGUAGES as readonly string[]).includes(code) ? (code as UiLanguage) : 'en';
}
