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
import { slugQueryBody } from './option-bodies.ts';
import type { FilterSelections } from '../../core/index.ts';

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
  /** What slug calls send: the current selections, fixed values and campaign (app-shell §7). */
  slugContext?: {
    /** The items as the panel holds them (switches applied); default `items`. */
    items?: readonly PanelItem[];
    selections: FilterSelections;
    campaignUid: string | undefined;
  };
}

/** Rows by source cache key; sources not loaded yet are missing. */
export function useOptionRows({
  items,
  program,
  module,
  storeBody,
  slugContext,
}: OptionRowsInput): Record<string, OptionRow[]> {
  const sources = useMemo(() => {
    const byKey = new Map<string, { source: OptionSourceKey; item: PanelItem }>();
    for (const item of items) {
      const source = itemSource(item, program, module);
      if (source && !byKey.has(source.cacheKey)) byKey.set(source.cacheKey, { source, item });
    }
    return [...byKey.values()];
  }, [items, program, module]);
  const [rows, setRows] = useState<Record<string, OptionRow[]>>(() => {
    const initial: Record<string, OptionRow[]> = {};
    for (const { source } of sources) {
      const cached = cachedRows(program, source);
      if (cached) initial[source.cacheKey] = cached;
    }
    return initial;
  });
  const body = JSON.stringify(storeBody);
  // Each source's body as text: a change of the conditions a slug knows asks again.
  const bodies = sources.map(({ source, item }) =>
    source.kind === 'stores'
      ? body
      : JSON.stringify(
          slugQueryBody({
            items: slugContext?.items ?? items,
            item,
            selections: slugContext?.selections ?? {},
            campaignUid: slugContext?.campaignUid,
          }),
        ),
  );
  const bodiesText = JSON.stringify(bodies);
  useEffect(() => {
    let live = true;
    const texts = JSON.parse(bodiesText) as string[];
    sources.forEach(({ source }, index) => {
      const text = texts[index] ?? '{}';
      const key = `${source.cacheKey}:${text}`;
      if (requested.has(key) && cachedRows(program, source)) return;
      requested.add(key);
      void loadRows(program, source, JSON.parse(text) as Record<string, unknown>).then((list) => {
        if (live) setRows((current) => ({ ...current, [source.cacheKey]: list }));
      });
    });
    return () => {
      live = false;
    };
  }, [sources, program, bodiesText]);
  // A source another reader requested (the panel, for the filter bar) is skipped above: its
  // rows come from the cache.
  return useMemo(() => {
    const merged = { ...rows };
    for (const { source } of sources) {
      const cached = merged[source.cacheKey] ? undefined : cachedRows(program, source);
      if (cached) merged[source.cacheKey] = cached;
    }
    return merged;
  }, [rows, sources, program]);
}
