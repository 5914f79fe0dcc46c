import { Modal, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStore } from '../../runtime/app/stores/panel-store.ts';
import { QUERY_EDITOR_NS } from './texts.ts';

// The editor (CodeMirror, forms) loads on first open: the drawer that offers it stays small.
const QueryEditor = lazy(() =>
  import('./QueryEditor.tsx').then((m) => ({ default: m.QueryEditor })),
);

/** Props of the saved-query editor dialog. */
export interface QueryEditorModalProps {
  opened: boolean;
  onClose(): void;
  /** Slug to load; undefined starts a new query. */
  slug?: string;
  /** Called with the saved slug after a successful save. */
  onSaved?(slug: string): void;
}

/**
 * The saved-query editor in a full-screen dialog (widget-layer §2), opened by super users from
 * the edit button beside the slug field of the settings drawer.
 */
export function QueryEditorModal({ opened, onClose, slug, onSaved }: QueryEditorModalProps) {
  const { t } = useTranslation(QUERY_EDITOR_NS);
  useEffect(() => {
    if (!opened) return;
    // The panel store says which panel is open and what it edits (app-shell §3).
    panelStore.panel = 'query-editor';
    panelStore.slug = slug;
    return () => {
      panelStore.panel = undefined;
      panelStore.slug = undefined;
    };
  }, [opened, slug]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ body: { height: 'calc(100vh - 64px)' } }}
      data-testid="query-editor-modal"
    >
      {opened && (
        <Suspense fallback={<Skeleton height={400} />}>
          <QueryEditor
            key={slug ?? 'new'}
            slug={slug}
            onSaved={onSaved}
            height="100%"
            advancedEditorWidth={800}
          />
        </Suspense>
      )}
    </Modal>
  );
}
