/**
 * Edit mode of a dashboard (lazy-loaded: viewers never download it). The grid becomes
 * draggable and resizable, a bar on top offers the palette, Save layout and Cancel, and each
 * widget gets a handle with Duplicate and Save as template; History lists the dashboard's
 * commits with their diffs and reverts one. The layout is a draft until it is
 * saved; widgets added or duplicated are saved at once (they get their id from the server) and
 * join the draft. A save the server refuses as stale (409) keeps the draft and says so.
 */
import { Alert } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import type { LayoutItem, Widget } from '../../schemas/generated/index.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../runtime/app/api/client.ts';
import { fetchDashboard, type DashboardDetail } from '../../runtime/app/dashboard/dashboard-api.ts';
import {
  DashboardGrid,
  DEFAULT_COLS,
  STACK_BELOW_PX,
} from '../../runtime/app/dashboard/DashboardGrid.tsx';
import { notify } from '../../runtime/app/shell/notify.ts';
import { ConfirmLeave } from './ConfirmLeave.tsx';
import { EditBar } from './EditBar.tsx';
import { registerEditClone } from './edit-session.ts';
import { EditItemBar } from './EditItemBar.tsx';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import { cloneDashboardWidget, saveLayout, type WidgetAdded } from './layout-api.ts';
import {
  baseAfterRead,
  changedItems,
  mergeServerLayout,
  rebaseLayout,
  sameLayout,
  unfoldLayout,
  type GridItem,
} from './layout-draft.ts';
import { LAYOUT_NS } from './texts.ts';
import { TemplatePrompt } from './TemplatePrompt.tsx';
import { useUnsavedWarning } from './useUnsavedWarning.ts';
import { WidgetPalette } from './WidgetPalette.tsx';
import './layout-editor.css';

/** Props of {@link DashboardEditor}. */
export interface DashboardEditorProps {
  dashboard: DashboardDetail;
  /** Reads the dashboard again (SWR's mutate) and resolves with it. */
  refresh: () => Promise<DashboardDetail | undefined>;
  /** Leaves edit mode. */
  onExit: () => void;
}

const NO_TEMP = { top: [] as Widget[], bottom: [] as Widget[] };
const NONE_COLLAPSED: ReadonlySet<string> = new Set();

/** The dashboard in edit mode: save bar, palette, editable grid. */
export function DashboardEditor({ dashboard, refresh, onExit }: DashboardEditorProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const cols = dashboard.attributes?.cols ?? DEFAULT_COLS;
  const [draft, setDraft] = useState<LayoutItem[]>(() => [...dashboard.layout]);
  // The version our next save claims to start from: set by our own saves only, so a change
  // made by someone else meanwhile makes the save stale (409) instead of overwriting it.
  const [baseVersion, setBaseVersion] = useState(dashboard.version);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [templateFor, setTemplateFor] = useState<Widget | undefined>(undefined);
  const [confirmCancel, setConfirmCancel] = useState(false);

  // Widgets added (by us) reach the draft when the dashboard is read again (state adjusted
  // while rendering, React's pattern for state derived from a changed prop).
  // A re-read that only changed widgets (a settings save from the toolbar while editing)
  // moves the base version on, so the next layout save is not refused as stale.
  const serverLayout = dashboard.layout;
  const [seenLayout, setSeenLayout] = useState(serverLayout);
  const [seenVersion, setSeenVersion] = useState(dashboard.version);
  if (seenLayout !== serverLayout || seenVersion !== dashboard.version) {
    setBaseVersion(
      baseAfterRead({
        base: baseVersion,
        seenVersion,
        seenLayout,
        version: dashboard.version,
        layout: serverLayout,
      }),
    );
    setSeenVersion(dashboard.version);
    setSeenLayout(serverLayout);
    setDraft((current) => mergeServerLayout(current, serverLayout));
  }

  const dirty = !sameLayout(draft, serverLayout);
  const blocker = useUnsavedWarning(dirty);

  const onChange = useCallback(
    (grid: readonly GridItem[]) =>
      setDraft((current) => unfoldLayout(grid, current, dashboard.widgets, cols)),
    [cols, dashboard.widgets],
  );

  /** Saves the places the user changed since the dashboard was read; others keep theirs. */
  const save = async (version: string) => {
    setSaving(true);
    try {
      const answer = await saveLayout(
        dashboard.dashboard_id,
        changedItems(draft, serverLayout),
        version,
      );
      setBaseVersion(answer.version);
      setConflict(false);
      await refresh();
      notify('success', t('messages.layoutSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else notify('error', t('messages.saveFailed', { message: errorMessage(error) }));
    } finally {
      setSaving(false);
    }
  };

  /** Saves the draft over whatever the server has now (after a 409). */
  const overwrite = async () => {
    const current = await fetchDashboard(dashboard.dashboard_id);
    setDraft(rebaseLayout(draft, serverLayout, current.layout));
    await save(current.version);
  };

  /** Drops the draft and shows the server's dashboard. */
  const discard = async () => {
    const current = await refresh();
    if (current) {
      setDraft([...current.layout]);
      setBaseVersion(current.version);
    }
    setConflict(false);
  };

  const added = async (answer: WidgetAdded) => {
    setBaseVersion(answer.version);
    await refresh();
  };

  const duplicate = async (widget: Widget) => {
    if (!widget.widget_id) return;
    try {
      const answer = await cloneDashboardWidget(
        dashboard.dashboard_id,
        widget.widget_id,
        baseVersion,
      );
      await added(answer);
      notify('success', t('messages.cloned', { title: widget.title }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else notify('error', t('messages.addFailed', { message: errorMessage(error) }));
    }
  };

  // The toolbar's Clone saves a copy while editing (widget-container/useWidgetActions.ts).
  const duplicateRef = useRef(duplicate);
  useEffect(() => {
    duplicateRef.current = duplicate;
  });
  useEffect(
    () => registerEditClone(dashboard.dashboard_id, (widget) => void duplicateRef.current(widget)),
    [dashboard.dashboard_id],
  );

  const renderItem = useCallback(
    (id: string) => {
      const widget = dashboard.widgets[id];
      return widget ? (
        <EditItemBar
          widget={widget}
          onDuplicate={() => void duplicate(widget)}
          onTemplate={() => setTemplateFor(widget)}
        />
      ) : null;
    },
    // duplicate reads the current version: re-create the renderer when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dashboard.widgets, baseVersion],
  );
  const narrowNotice = useMemo(
    () => (
      <Alert
        color="yellow"
        variant="light"
        mb="md"
        icon={<IconArrowsHorizontal size={18} />}
        data-testid="edit-narrow"
      >
        {t('bar.narrow', { width: STACK_BELOW_PX })}
      </Alert>
    ),
    [t],
  );
  const edit = useMemo(
    () => ({ onChange, renderItem, narrowNotice }),
    [onChange, renderItem, narrowNotice],
  );

  return (
    <>
      <EditBar
        dirty={dirty}
        saving={saving}
        conflict={conflict}
        onAdd={() => setPaletteOpen(true)}
        onHistory={() => setHistoryOpen(true)}
        onSave={() => void save(baseVersion)}
        onCancel={() => (dirty ? setConfirmCancel(true) : onExit())}
        onOverwrite={() => void overwrite()}
        onDiscard={() => void discard()}
      />
      <DashboardGrid
        layout={draft}
        widgets={dashboard.widgets}
        temp={NO_TEMP}
        collapsed={NONE_COLLAPSED}
        cols={cols}
        rowHeight={dashboard.attributes?.rowHeight}
        edit={edit}
      />
      <WidgetPalette
        opened={paletteOpen}
        onClose={() => setPaletteOpen(false)}
        dashboardId={dashboard.dashboard_id}
        version={baseVersion}
        onAdded={async (answer) => {
          setPaletteOpen(false);
          await added(answer);
          notify('success', t('messages.widgetAdded', { title: answer.data.data.title }));
        }}
        onConflict={() => {
          setPaletteOpen(false);
          setConflict(true);
        }}
      />
      <HistoryDrawer
        dashboardId={dashboard.dashboard_id}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onReverted={refresh}
      />
      {templateFor && (
        <TemplatePrompt widget={templateFor} onClose={() => setTemplateFor(undefined)} />
      )}
      {confirmCancel && <ConfirmLeave onLeave={onExit} onStay={() => setConfirmCancel(false)} />}
      {blocker}
    </>
  );
}
