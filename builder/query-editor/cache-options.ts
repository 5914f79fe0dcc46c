/**
 * The Advanced Options form (widget-layer §4, §9): is_cached, cache_refresh and cache_timeout
 * of saved-query.schema.json, with the choices' labels; refresh and timeout are offered only
 * while caching is on.
 */
import type { UiSchema } from '@rjsf/utils';
import { bundledSchemaFile, pickProperties, type JsonSchema } from '../forms/bundle-schema.ts';
import { CACHE_REFRESH_CHOICES, CACHE_TIMEOUT_CHOICES } from './query-draft.ts';

/** The cache settings of a saved query. */
export interface CacheOptions {
  is_cached?: boolean;
  cache_refresh?: number | null;
  cache_timeout?: number | null;
}

/** Label of a cache choice: Default, 5 min, 1 h... */
export function cacheChoiceLabel(
  seconds: number | null,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (seconds === null) return t('cacheDefault');
  if (seconds < 3600) return t('minutes', { count: seconds / 60 });
  return t('hours', { count: seconds / 3600 });
}

/** The form schema: is_cached, plus refresh and timeout when caching is on. */
export function cacheOptionsSchema(cached: boolean): JsonSchema {
  const keys = cached ? ['is_cached', 'cache_refresh', 'cache_timeout'] : ['is_cached'];
  return pickProperties(bundledSchemaFile('saved-query.schema.json'), keys);
}

/** Layout hints: the choices' labels, in the schema's enum order. */
export function cacheOptionsUiSchema(
  t: (key: string, options?: Record<string, unknown>) => string,
): UiSchema {
  return {
    is_cached: { 'ui:widget': 'checkbox' },
    // null ("Default") shows as no selection in the select, so the placeholder names it.
    cache_refresh: {
      'ui:enumNames': CACHE_REFRESH_CHOICES.map((s) => cacheChoiceLabel(s, t)),
      'ui:placeholder': t('cacheDefault'),
    },
    cache_timeout: {
      'ui:enumNames': CACHE_TIMEOUT_CHOICES.map((s) => cacheChoiceLabel(s, t)),
      'ui:placeholder': t('cacheDefault'),
    },
  };
}
