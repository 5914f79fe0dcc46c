import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { errorMessage, isAbortError } from '../../runtime/app/api/client.ts';
import { fetchQueryColumns } from './settings-api.ts';
import { SETTINGS_DEBOUNCE_MS, shouldLookUpColumns } from './widget-draft.ts';

/** What {@link useSlugColumns} returns. */
export interface SlugColumns {
  /** The slug after the 500 ms debounce: what the preview runs. */
  slug: string | undefined;
  /** Columns of the debounced slug ([] while unknown). */
  columns: string[];
  loading: boolean;
  /** Why the columns could not be read (an unknown slug, no access). */
  error: string | undefined;
}

interface Lookup {
  slug: string;
  columns: string[];
  error: string | undefined;
}

const NONE: string[] = [];

/**
 * The columns of the slug being typed (widget-layer §4, §5): looked up 500 ms after the last
 * keystroke, and only for slugs of 6 characters or more.
 */
export function useSlugColumns(slug: string | undefined): SlugColumns {
  const [debounced] = useDebouncedValue(slug, SETTINGS_DEBOUNCE_MS);
  const [lookup, setLookup] = useState<Lookup | undefined>(undefined);
  useEffect(() => {
    if (!shouldLookUpColumns(debounced)) return;
    const controller = new AbortController();
    fetchQueryColumns(debounced, controller.signal).then(
      (columns) => setLookup({ slug: debounced, columns, error: undefined }),
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        setLookup({ slug: debounced, columns: [], error: errorMessage(failure) });
      },
    );
    return () => controller.abort();
  }, [debounced]);
  // Only the answer for the current slug counts: an older one is still loading's business.
  const current = shouldLookUpColumns(debounced) && lookup?.slug === debounced ? lookup : undefined;
  return {
    slug: debounced,
    columns: current?.columns ?? NONE,
    loading: shouldLookUpColumns(debounced) && current === undefined,
    error: current?.error,
  };
}
