import i18next from 'i18next';
import { cachedLabels } from '../app/i18n/cached-labels.ts';
import { UI_LANGUAGES, uiLanguage } from '../core/format/ui-language.ts';

/** The UI languages of the app. */
export const WIDGET_LANGUAGES = UI_LANGUAGES;

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
 * ('es', 'es-MX' → Spanish; an unknown language → English). One lookup per language, the
 * same function each time (a prop that keeps its identity), and a text without values is
 * looked up once: every widget asks for its state and toolbar texts on every render, and
 * i18next's path from key to text is far longer than a map's.
 */
export function defineWidgetMessages<K extends string>(
  ns: string,
  messages: WidgetMessages<K>,
): (locale: string | undefined) => WidgetText<K> {
  for (const language of WIDGET_LANGUAGES) {
    instance.addResourceBundle(language, ns, messages[language], true, true);
  }
  const lookups = new Map<string, WidgetText<K>>();
  return (locale) => {
    const language = uiLanguage(locale);
    let lookup = lookups.get(language);
    if (!lookup) {
      const t = instance.getFixedT(language, ns);
      // The app's label cache, in a scope of its own: this is not the app's i18next instance.
      const plain = cachedLabels((key) => String(t(key, {})), language, `widget-text:${ns}`);
      lookup = (key, values) => (values === undefined ? plain(key) : String(t(key, values)));
      lookups.set(language, lookup);
    }
    return lookup;
  };
}
