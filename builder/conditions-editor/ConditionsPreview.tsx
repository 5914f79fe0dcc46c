import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, ApiError, isAbortError } from '../../runtime/app/api/client.ts';
import type { Conditions } from '../../schemas/generated/index.ts';
import { ResultsPreview, type PreviewState } from '../query-editor/ResultsPreview.tsx';
import { previewConditions } from './conditions-model.ts';
import { CONDITIONS_EDITOR_NS } from './texts.ts';

/** Debounce of the preview, as for every settings change (widget-layer §9). */
const PREVIEW_DEBOUNCE_MS = 500;

/**
 * The preview of the in-progress conditions (widget-layer §2): the slug's rows for them, run
 * 500 ms after the last change through POST /api/v2/services/queries/{slug}.
 */
export function ConditionsPreview({
  slug,
  conditions,
}: {
  slug: string | undefined;
  conditions: Conditions;
}) {
  const { t } = useTranslation(CONDITIONS_EDITOR_NS);
  // Debounced as text: a parent may pass a new but equal object on every render.
  const [debounced] = useDebouncedValue(JSON.stringify(conditions), PREVIEW_DEBOUNCE_MS);
  const key = slug ? `${slug}\u0000${debounced}` : '';
  // The answer remembers what it answers: anything else asked since is still loading.
  const [answer, setAnswer] = useState<{ key: string; state: PreviewState }>({
    key: '',
    state: { status: 'idle' },
  });
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    apiFetch<unknown>(`/api/v2/services/queries/${encodeURIComponent(slug)}`, {
      method: 'POST',
      body: previewConditions(JSON.parse(debounced) as Conditions),
      signal: controller.signal,
      silent: true,
    }).then(
      (rows) =>
        setAnswer({
          key,
          state: {
            status: 'rows',
            rows: Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [],
          },
        }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const body =
          error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
        const message = typeof body?.message === 'string' ? body.message : undefined;
        setAnswer({ key, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [slug, debounced, key]);
  const state: PreviewState = answer.key === key ? answer.state : { status: 'loading' };
  if (!slug) {
    return (
      <Text size="sm" c="dimmed">
        {t('previewNoSlug')}
      </Text>
    );
  }
  return (
    <div data-testid="conditions-preview">
      <ResultsPreview state={state} />
    </div>
  );
}
