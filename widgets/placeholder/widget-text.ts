import i18next from 'i18next';

/** The UI languages of the app. */
export const WIDGET_LANGUAGES = ['en', 'es', 'pt'] as const;

/** A widget type's texts in every UI language, keyed alike so none can miss a key. */
export type WidgetMessages<K extends string> = Record<
  (typeof WIDGET_LANGUAGES)[number],
  Record<K, string>
>;

/** Looks a text up in one language: `text('ofGoal', { goal: '22%' })`. */
export type WidgetText<K extends string> = (key: K, values?: Record<string, unknown>) => string;

// Widget texts live in their own instance so that a widget renders the same in the app, in a
// story and in the builder preview, whatever the host has (or has not) initialised; the
// container's `locale` prop picks the language, so they still follow the language switch.
const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...WIDGET_LANGUAGES],
  nonExplicitSupportedLngs: true,
  initAsync: false,
  resources: {},
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
});

/**
 * Registers a widget type's texts under namespace `ns` and returns the lookup for a locale
 * ('es', 'es-MX' → Spanish; an unknown language → English).
 */
export function defineWidgetMessages<K extends string>(
  ns: string,
  messages: WidgetMessages<K>,
): (locale: string | undefined) => WidgetText<K> {
  for (const language of WIDGET_LANGUAGES) {
    instance.addResourceBundle(language, ns, messages[language], true, true);
  }
  return (locale) => {
    const language = (locale ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
    const t = instance.getFixedT(
      (WIDGET_LANGUAGES as readonly string[]).includes(language) ? language : 'en',
      ns,
    );
    return (key, values) => String(t(key, values ?? {}));
  };
}
