/**
 * What the toolbar's items do to one widget container: its local state (collapsed, filter
 * panel, full screen, pop-out, open dialog, delete flow, reload spinner) and the action
 * handler the toolbar calls.
 */
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../schemas/generated/index.ts';
import { errorMessage } from '../api/client.ts';
import { saveWidgetDescription } from '../dashboard/dashboard-api.ts';
import type { DashboardContextValue } from '../dashboard/dashboard-context.ts';
import type { WidgetDataState } from '../dashboard/useWidgetData.ts';
import { notify } from '../shell/notify.ts';
import { editCloneHandler } from '../../../builder/layout/edit-session.ts';
import { columnFormats } from './csv-export.ts';
import { cloneWidget } from './drilldown.ts';
import { addTempWidget, removeTempWidget } from './temp-widgets.ts';
import { WIDGET_NS } from './texts.ts';
import { useAutoRefresh, useResettableUrl } from './useAutoRefresh.ts';
import { copyShareLink, exportCsv, takeScreenshot, type ActionTexts } from './widget-actions.ts';
import type { OpenDialog } from './WidgetDialogHost.tsx';
import type { WidgetAction } from './WidgetToolbar.tsx';
import { useLocalize } from '../i18n/use-localize.ts';

/** Inputs of {@link useWidgetActions}. */
export interface WidgetActionsInput {
  widget: Widget;
  ctx: DashboardContextValue;
  data: WidgetDataState;
  /** The widget type is an iframe: reload resets its url. */
  isFrame: boolean;
  /** The data belongs to another copy (full screen, pop-out, a parent): it refreshes them. */
  sharesData: boolean;
  /** On the grid, collapsing also shrinks the grid cell. */
  onGrid: boolean;
  cardRef: RefObject<HTMLDivElement | null>;
  shareLink: string | undefined;
  /** Pop-out copy: its pop-out item brings the widget back. */
  onPopIn?: () => void;
}

/** State and handlers of a widget container's toolbar. */
export function useWidgetActions({
  widget,
  ctx,
  data,
  isFrame,
  sharesData,
  onGrid,
  cardRef,
  shareLink,
  onPopIn,
}: WidgetActionsInput) {
  const { t } = useTranslation(WIDGET_NS);
  const localize = useLocalize();
  const widgetId = widget.widget_id ?? '';
  const dashboardId = ctx.dashboard.dashboard_id;
  const params = widget.params ?? {};
  const [localCollapsed, setLocalCollapsed] = useState(false);
  const collapsed = onGrid ? ctx.collapsed.has(widgetId) : localCollapsed;
  const [filterOpen, setFilterOpen] = useState(params.filterOpen === true);
  const [expanded, setExpanded] = useState(false);
  const [poppedOut, setPoppedOut] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(undefined);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const frame = useResettableUrl(widget.url, params.refresh?.url);

  const reload = async () => {
    if (isFrame) {
      frame.reset();
      return;
    }
    setBusy(true);
    try {
      await data.reload();
    } catch (error) {
      notify('error', t('messages.reloadFailed', { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  // The grid copy refreshes; the full-screen and pop-out copies show its rows.
  useAutoRefresh(params.refresh, () => void reload(), !sharesData || isFrame);

  // Looked up when an action runs, not in every render of every widget.
  const texts = (): ActionTexts => ({
    copied: t('messages.copied'),
    copyFailed: (link) => t('messages.copyFailed', { link }),
    exportEmpty: t('messages.exportEmpty'),
    screenshotStart: t('messages.screenshotStart'),
    screenshotReady: t('messages.screenshotReady'),
    screenshotFailed: t('messages.screenshotFailed'),
  });

  const onAction = (action: WidgetAction) => {
    switch (action) {
      case 'reload':
        return void reload();
      case 'filtering':
        return setFilterOpen((open) => !open);
      case 'filter-two':
      case 'settings':
      case 'settings-widget-main':
      case 'help-editor':
        return setDialog(action);
      case 'clone': {
        // In edit mode (builder/layout) a clone of a saved widget is saved on the dashboard.
        const persist = widget.temp ? undefined : editCloneHandler(dashboardId);
        if (persist) return persist(widget);
        return addTempWidget(
          dashboardId,
          cloneWidget({ ...widget, dashboard_id: dashboardId }),
          false,
        );
      }
      case 'collapse':
        if (onGrid) ctx.setCollapsed(widgetId, !collapsed);
        else setLocalCollapsed(!collapsed);
        return;
      case 'expand':
        return setExpanded(true);
      case 'pop-out':
        if (onPopIn) return onPopIn();
        return setPoppedOut((open) => !open);
      case 'share':
        return shareLink ? void copyShareLink(shareLink, texts()) : undefined;
      case 'export':
      case 'export-raw':
        return exportCsv(data.data, localize(widget.title), texts(), {
          formats: columnFormats(widget),
          raw: action === 'export-raw',
        });
      case 'screenshot':
        return cardRef.current
          ? void takeScreenshot(cardRef.current, localize(widget.title), texts())
          : undefined;
      case 'close':
        if (widget.temp) return removeTempWidget(dashboardId, widgetId);
        return setDeleting(true);
    }
  };

  const saveHelp = async (description: string) => {
    try {
      await saveWidgetDescription({ ...widget, dashboard_id: dashboardId }, description);
      notify('success', t('settings.saved'));
      await ctx.refresh();
    } catch (error) {
      notify('error', errorMessage(error));
      throw error;
    }
  };

  return {
    collapsed,
    filterOpen,
    expanded,
    closeExpanded: () => setExpanded(false),
    poppedOut,
    popIn: () => setPoppedOut(false),
    dialog,
    closeDialog: () => setDialog(undefined),
    deleting,
    endDelete: () => setDeleting(false),
    busy,
    frameUrl: frame.url,
    reload,
    onAction,
    saveHelp,
  };
}
