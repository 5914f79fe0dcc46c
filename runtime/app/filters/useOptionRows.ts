/**
 * The option rows of a panel's filters: one request per source (the program's store query,
 * each slug), cached rows shown at once, each source run once per session.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  cachedRows,
  loadRows,
  slugSource,
  storesSource,
  type OptionRow,
  type OptionSourceKey,
} from './filter-api.ts';
import type { PanelItem } from './filter-setup.ts';

/** Sources already requested in this session (the local cache covers the rest). */
const requested = new Set<string>();

/** Forgets which sources were requested (tests; a program change clears the cache anyway). */
export function resetRequestedSources(): void {
  requested.clear();
}

/** The source of an item's options, or undefined for fixed options and special items. */
export function itemSource(
  item: PanelItem,
  program: string,
  module: string | undefined,
): OptionSourceKey | undefined {
  if (item.type === 'date' || item.type === 'checkbox' || item.type === 'label') return undefined;
  if (item.options && item.options.length > 0) return undefined;
  if (item.slug) return slugSource(program, item.slug, module);
  return item.mode === 'special' ? undefined : storesSource(program);
}

/** Inputs of {@link useOptionRows}. */
export interface OptionRowsInput {
  items: readonly PanelItem[];
  program: string;
  module: string | undefined;
  /** The body of the store query: store definition and the fixed where_cond. */
  storeBody: Record<string, unknown>;
}

/** Rows by source cache key; sources not loaded yet are missing. */
export function useOptionRows({
  items,
  program,
  module,
  storeBody,
}: OptionRowsInput): Record<string, OptionRow[]> {
  const sources = useMemo(() => {
    const byKey = new Map<string, OptionSourceKey>();
    for (const item of items) {
      const source = itemSource(item, program, module);
      if (source) byKey.set(source.cacheKey, source);
    }
    return [...byKey.values()];
  }, [items, program, module]);
  const [rows, setRows] = useState<Record<string, OptionRow[]>>(() => {
    const initial: Record<string, OptionRow[]> = {};
    for (const source of sources) {
      const cached = cachedRows(program, source);
      if (cached) initial[source.cacheKey] = cached;
    }
    return initial;
  });
  const body = JSON.stringify(storeBody);
  useEffect(() => {
    let live = true;
    for (const source of sources) {
      const key = `${source.cacheKey}:${source.kind === 'stores' ? body : ''}`;
      if (requested.has(key) && cachedRows(program, source)) continue;
      requested.add(key);
      const payload = source.kind === 'stores' ? (JSON.parse(body) as Record<string, unknown>) : {};
      void loadRows(program, source, payload).then((list) => {
        if (live) setRows((current) => ({ ...current, [source.cacheKey]: list }));
      });
    }
    return () => {
      live = false;
    };
  }, [sources, program, body]);
  // A source another reader requested (the panel, for the filter bar) is skipped above: its
  // rows come from the cache.
  return useMemo(() => {
    const merged = { ...rows };
    for (const source of sources) {
      const cached = merged[source.cacheKey] ? undefined : cachedRows(program, source);
      if (cached) merged[source.cacheKey] = cached;
    }
    return merged;
  }, [rows, sources, program]);
}
