/**
 * Labels looked up once per language: a toolbar asks i18next for the same dozen labels in
 * every render of every widget (twenty widgets, a few renders each), and each lookup walks
 * i18next's resolution (namespaces, fallbacks, plurals, interpolation), tens of microseconds.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type KeyOnly = (key: string) => string;

const caches = new Map<string, Map<string, string>>();

/**
 * `t` of a namespace for keys without options, remembering each found label per language and
 * namespace. A missing key (i18next answers the key itself) is not remembered: its
 * translations may still be on their way.
 */
export function cachedLabels(t: KeyOnly, language: string, ns: string): KeyOnly {
  const scope = `${language}\n${ns}`;
  let cache = caches.get(scope);
  if (!cache) {
    cache = new Map();
    caches.set(scope, cache);
  }
  const found = cache;
  return (key) => {
    const known = found.get(key);
    if (known !== undefined) return known;
    const label = t(key);
    if (label !== key) found.set(key, label);
    return label;
  };
}

/** {@link cachedLabels} of `ns` in the current language. */
export function useCachedLabels(ns: string): KeyOnly {
  const { t, i18n } = useTranslation(ns);
  const language = i18n.language;
  return useMemo(() => cachedLabels((key) => t(key), language, ns), [t, language, ns]);
}
