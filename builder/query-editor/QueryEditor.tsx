import {
  ActionIcon,
  Alert,
  Box,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, isAbortError } from '../../runtime/app/api/client.ts';
import { notify } from '../../runtime/app/shell/notify.ts';
import { AdvancedEditorDialog } from './AdvancedEditorDialog.tsx';
import { AdvancedOptionsDialog } from './AdvancedOptionsDialog.tsx';
import { ParameterPanel } from './ParameterPanel.tsx';
import {
  draftFromSaved,
  newQueryDraft,
  saveModeOf,
  savePayload,
  builtInPlaceholdersOf,
  undeclaredParameters,
  type QueryDraft,
} from './query-draft.ts';
import {
  fetchDatasourceSchema,
  fetchProgramChoices,
  fetchSavedQuery,
  previewQuery,
  saveSavedQuery,
  type DatasourceSchema,
  type ProgramChoice,
} from './query-editor-api.ts';
import { QueryEditorHeader } from './QueryEditorHeader.tsx';
import { ResultsPreview, type PreviewState } from './ResultsPreview.tsx';
import { QUERY_EDITOR_NS } from './texts.ts';
import { INITIAL_SPLIT_PERCENT, RESULTS_WIDE_PERCENT, useSplitPane } from './useSplitPane.ts';

const SqlCodeEditor = lazy(() => import('./SqlCodeEditor.tsx'));

/** Props of {@link QueryEditor}. */
export interface QueryEditorProps {
  /** Slug to load; undefined starts a new query (troc_new_query, program 1). */
  slug?: string;
  /** Called with the slug after each successful save. */
  onSaved?(slug: string): void;
  /** Height of the whole editor (CSS). */
  height?: string;
  /** Width of its Advanced Editor dialog (widget-layer §2's two readings; see that dialog). */
  advancedEditorWidth?: 800 | 1000;
}

/** The server's reason of a refused save or preview, when it gave one. */
function serverText(error: unknown, key: 'message' | 'reason'): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as Record<string, unknown> | undefined;
  const text = body?.[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * The saved-query editor (widget-layer §2, §4, §5): header, SQL pane (60 % at first, resizable),
 * parameter form and results preview, Advanced Options and Advanced Editor dialogs. Saving
 * creates a new slug when the name differs from the loaded one and updates it when equal.
 */
export function QueryEditor({
  slug,
  onSaved,
  height = '100%',
  advancedEditorWidth = 1000,
}: QueryEditorProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  const [draft, setDraft] = useState<QueryDraft>(newQueryDraft);
  const [loaded, setLoaded] = useState<{ slug?: string; version?: string }>({});
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>(
    slug ? 'loading' : 'ready',
  );
  const [programs, setPrograms] = useState<ProgramChoice[]>([]);
  const [schema, setSchema] = useState<DatasourceSchema | undefined>();
  const [preview, setPreview] = useState<PreviewState>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const [saveReason, setSaveReason] = useState<string | undefined>();
  const [dialog, setDialog] = useState<'options' | 'editor' | undefined>();
  const { percent, setPercent, container, onHandleDown } = useSplitPane();
  // Enlarging the results gives the grid most of the editor; the SQL pane keeps a few lines.
  const resultsWide = percent <= RESULTS_WIDE_PERCENT;
  const [sqlPercent, setSqlPercent] = useState(percent);
  const toggleResultsWide = () => {
    if (resultsWide) {
      setPercent(Math.max(sqlPercent, INITIAL_SPLIT_PERCENT));
    } else {
      setSqlPercent(percent);
      setPercent(RESULTS_WIDE_PERCENT);
    }
  };

  useEffect(() => {
    const controller = new AbortController();
    fetchProgramChoices(controller.signal).then(setPrograms, () => undefined);
    return () => controller.abort();
  }, []);

  // A new slug remounts the editor (its parents key it by slug), so only the load runs here.
  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    fetchSavedQuery(slug, controller.signal).then(
      (item) => {
        setDraft(draftFromSaved(item));
        setLoaded({ slug: item.query_slug, version: item.version });
        setLoadState('ready');
      },
      (error: unknown) => {
        if (!isAbortError(error)) setLoadState('failed');
      },
    );
    return () => controller.abort();
  }, [slug]);

  const source = draft.source;
  useEffect(() => {
    const controller = new AbortController();
    fetchDatasourceSchema(source, controller.signal).then(setSchema, () => undefined);
    return () => controller.abort();
  }, [source]);

  const mode = saveModeOf(loaded.slug, draft.query_slug);
  const undeclared = useMemo(() => undeclaredParameters(draft), [draft]);
  const builtIns = useMemo(() => builtInPlaceholdersOf(draft.query_raw), [draft.query_raw]);
  const update = useCallback(
    (patch: Partial<QueryDraft>) => setDraft((d) => ({ ...d, ...patch })),
    [],
  );

  const run = useCallback(() => {
    setPreview({ status: 'loading' });
    previewQuery(draft).then(
      (rows) =>
        setPreview({
          status: 'rows',
          rows: Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [],
        }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setPreview({ status: 'error', message: serverText(error, 'message') });
      },
    );
  }, [draft]);

  const save = () => {
    setSaving(true);
    setSaveReason(undefined);
    saveSavedQuery(mode, draft, mode === 'update' ? loaded.version : undefined)
      .then((answer) => {
        notify('success', mode === 'update' ? t('updated') : t('saved'));
        setLoaded({ slug: answer.query_slug, version: answer.version });
        update({ query_slug: answer.query_slug });
        onSaved?.(answer.query_slug);
      })
      .catch((error: unknown) => {
        notify('error', mode === 'update' ? t('updateFailed') : t('saveFailed'));
        setSaveReason(serverText(error, 'reason') ?? errorMessage(error));
      })
      .finally(() => setSaving(false));
  };

  if (loadState === 'loading') return <Skeleton height={400} data-testid="query-editor-loading" />;
  if (loadState === 'failed') {
    return (
      <Alert color="red" data-testid="query-editor-load-failed">
        {t('loadFailed')}
      </Alert>
    );
  }

  return (
    <Stack gap="sm" h={height} data-testid="query-editor">
      <QueryEditorHeader
        slug={draft.query_slug}
        onSlugChange={(value) => update({ query_slug: value })}
        programId={draft.program_id}
        programs={programs}
        onProgramChange={(p) => update({ program_id: p.program_id, program_slug: p.program_slug })}
        datasource={draft.source ?? schema?.datasource}
        datasources={schema?.datasources ?? (draft.source ? [draft.source] : [])}
        onDatasourceChange={(name) => update({ source: name })}
        mode={mode}
        saving={saving}
        running={preview.status === 'loading'}
        onRun={run}
        onSave={save}
        onAdvancedOptions={() => setDialog('options')}
        onAdvancedEditor={() => setDialog('editor')}
      />
      {saveReason && (
        <Alert
          color="red"
          withCloseButton
          onClose={() => setSaveReason(undefined)}
          data-testid="query-save-reason"
        >
          {saveReason}
        </Alert>
      )}
      <Box
        ref={container}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Paper
          withBorder
          radius="sm"
          style={{ height: `${percent}%`, overflow: 'hidden' }}
          data-testid="sql-pane"
        >
          <Suspense fallback={<Skeleton height="100%" />}>
            <SqlCodeEditor
              value={draft.query_raw}
              onChange={(sql) => update({ query_raw: sql })}
              schema={schema}
              onRun={run}
              height="100%"
            />
          </Suspense>
        </Paper>
        <Box
          role="separator"
          aria-orientation="horizontal"
          aria-valuenow={percent}
          onPointerDown={onHandleDown}
          data-testid="split-handle"
          style={{
            height: 10,
            cursor: 'row-resize',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box
            w={48}
            h={4}
            style={{ borderRadius: 2, background: 'var(--mantine-color-gray-4)' }}
          />
        </Box>
        <Group align="stretch" gap="sm" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
          <ScrollArea w={300} style={{ flexShrink: 0 }}>
            <Title order={6} mb={6}>
              {t('parameters')}
            </Title>
            <ParameterPanel
              params={draft.params}
              onChange={(params) => update({ params })}
              undeclared={undeclared}
              builtIns={builtIns}
            />
          </ScrollArea>
          <Paper
            withBorder
            radius="sm"
            p="xs"
            // The grid fills the pane and scrolls inside it, both ways: every row and column
            // is reachable without the page scrolling.
            style={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}
            data-testid="results-pane"
          >
            <Group justify="space-between" mb={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {t('results')}
              </Text>
              <Tooltip label={t(resultsWide ? 'showSql' : 'enlargeResults')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={toggleResultsWide}
                  aria-label={t(resultsWide ? 'showSql' : 'enlargeResults')}
                  data-testid="results-enlarge"
                >
                  {resultsWide ? (
                    <IconArrowsMinimize size={16} />
                  ) : (
                    <IconArrowsMaximize size={16} />
                  )}
                </ActionIcon>
              </Tooltip>
            </Group>
            <ResultsPreview state={preview} />
          </Paper>
        </Group>
      </Box>
      {dialog === 'options' && (
        <AdvancedOptionsDialog
          opened
          value={{
            is_cached: draft.is_cached,
            cache_refresh: draft.cache_refresh,
            cache_timeout: draft.cache_timeout,
          }}
          onCancel={() => setDialog(undefined)}
          onConfirm={(options) => {
            update({
              is_cached: options.is_cached !== false,
              cache_refresh: (options.is_cached === false
                ? null
                : (options.cache_refresh ?? null)) as QueryDraft['cache_refresh'],
              cache_timeout: (options.is_cached === false
                ? null
                : (options.cache_timeout ?? null)) as QueryDraft['cache_timeout'],
            });
            setDialog(undefined);
          }}
        />
      )}
      {dialog === 'editor' && (
        <AdvancedEditorDialog
          opened
          width={advancedEditorWidth}
          value={savePayload(draft)}
          onCancel={() => setDialog(undefined)}
          onConfirm={(definition) => {
            setDraft(draftFromSaved(definition));
            setDialog(undefined);
          }}
        />
      )}
    </Stack>
  );
}
