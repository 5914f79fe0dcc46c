import { Group, Modal, Text } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useTranslation } from 'react-i18next';
import { stableStringify } from '../../core/index.ts';
import type { Conditions, ToolbarItem, Widget } from '../../../schemas/generated/index.ts';
import { useDashboardContext } from '../dashboard/dashboard-context.ts';
import { useComparisonData } from '../filters/date/useComparisonData.ts';
import { useFiscalConfig } from '../filters/date/date-env.ts';
import { widgetComparisonSetting } from '../filters/date/comparison-conditions.ts';
import { useAppliedFilterParam } from '../filters/applied-param.ts';
import type { NestedArrangement } from '../dashboard/grid-plan.ts';
import { useWidgetData, type WidgetDataState } from '../dashboard/useWidgetData.ts';
import { requestConditions } from '../dashboard/widget-conditions.ts';
import { NavIcon } from '../shell/NavIcon.tsx';
import { useCurrentUser } from '../shell/useCurrentUser.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { HtmlBlockView } from './HtmlBlockView.tsx';
import { NestedWidgets, type NestedChild } from './NestedWidgets.tsx';
import { PopOutWindow, PoppedOutNotice } from './PopOutWindow.tsx';
import { previewParams, PREVIEW_TYPES, viewOfType, type PreviewView } from './preview-params.ts';
import { widgetShareLink } from './share-link.ts';
import { isDrilldownOpen } from './temp-widgets.ts';
import { WIDGET_NS } from './texts.ts';
import { typeUserConditions } from './user-conditions.ts';
import { isWidgetOwner, toolbarVisibility } from './toolbar-items.ts';
import { useDrilldowns } from './useDrilldowns.ts';
import { useWidgetFilterConditions } from './widget-filters.ts';
import { withoutPublishedFilter } from './published-filter.ts';
import { useRouteParams } from './useRouteParams.ts';
import { useWidgetActions } from './useWidgetActions.ts';
import { resolveWidgetType } from './widget-type.ts';
import { WidgetBody } from './WidgetBody.tsx';
import { cardClasses, type CardMode } from './card-classes.ts';
import { WidgetDeleteFlow, WidgetDialogHost } from './WidgetDialogHost.tsx';
import { WidgetFooter } from './WidgetFooter.tsx';
import { WidgetToolbar, type WidgetAction } from './WidgetToolbar.tsx';
import { useLastUpdateLine } from './useLastUpdateLine.ts';
import { useLocalize } from '../i18n/use-localize.ts';

/** Where a container is shown: each place leaves out the items that make no sense there. */
export type WidgetMode = CardMode;

/** Widget types that show a comparison only when their own params ask (see below). */
const COMPARED_TYPES = new Set(['chart', 'table']);

const OMIT: Record<WidgetMode, (WidgetAction | ToolbarItem)[]> = {
  grid: [],
  nested: ['pop-out'],
  // The full-screen dialog's own header shows the title.
  expanded: ['title', 'expand', 'collapse', 'pop-out', 'clone', 'close'],
  popout: ['expand', 'collapse', 'clone', 'close'],
  single: ['pop-out', 'clone', 'close'],
};

/** The `data-state` of a container: tests and the benchmark wait for 'ready'. */
export type WidgetPaintState = 'ready' | 'loading' | 'empty' | 'error';

/** Props of {@link WidgetContainer}. */
export interface WidgetContainerProps {
  widget: Widget;
  mode?: WidgetMode;
  /** Rows of a parent (a child with shareData) or of the grid copy (full screen, pop-out). */
  sharedData?: WidgetDataState;
  /** How the widget shares its cell with its nested children (from the grid plan). */
  arrangement?: NestedArrangement;
  /** Pop-out mode: brings the widget back to the grid. */
  onPopIn?: () => void;
  /**
   * The grid cell's width when it came into view (LazyWidget): the toolbar lays itself out for
   * it from its first render instead of rendering again once measured. Unused when the cell is
   * shared with nested widgets.
   */
  cellWidth?: number;
}

function paintState(needsData: boolean, data: WidgetDataState): WidgetPaintState {
  if (!needsData) return 'ready';
  if (data.error) return 'error';
  if (!data.data || data.loading) return 'loading';
  return data.data.rows.length === 0 ? 'empty' : 'ready';
}

/** attributes.color and fg_color: a coloured toolbar, or an accent for the icon. */
function toolbarColors(widget: Widget): CSSProperties | undefined {
  const { color, fg_color: fg } = widget.attributes ?? {};
  if (fg)
    return { '--nav-widget-toolbar-bg': color, '--nav-widget-toolbar-fg': fg } as CSSProperties;
  return color ? ({ '--nav-widget-accent': color } as CSSProperties) : undefined;
}

/**
 * One widget of a dashboard (widget-layer §2, §4, §6): a card with the toolbar, the optional
 * header and footer last-update line, custom header and body HTML, the side filter panel, the
 * widget type's content, nested child widgets, and the footer's report tools; plus every
 * toolbar action (reload, clone, collapse, full screen, pop-out, share, export, screenshot,
 * delete, drilldowns, auto-refresh).
 */
export function WidgetContainer({
  widget,
  mode = 'grid',
  sharedData,
  arrangement,
  onPopIn,
  cellWidth,
}: WidgetContainerProps) {
  const { i18n } = useTranslation(WIDGET_NS);
  const localize = useLocalize();
  const ctx = useDashboardContext();
  const user = useCurrentUser();
  const cardRef = useRef<HTMLDivElement>(null);
  const widgetId = widget.widget_id ?? '';
  const dashboardId = ctx.dashboard.dashboard_id;
  const params = useMemo(() => widget.params ?? {}, [widget.params]);
  const definition = resolveWidgetType(widget.classbase);
  // A data type waits for rows only when they come: from its saved query or its parent's
  // shared data. A chart whose spec carries its own data has neither and is ready at once.
  const needsData =
    definition.needsData && (sharedData !== undefined || Boolean(widget.query_slug?.slug));
  // A type that narrows its query to the signed-in user waits for that user.
  const session = useMemo(
    () => typeUserConditions({ classbase: widget.classbase, params }, user),
    [widget.classbase, params, user],
  );
  const isFrame = definition.type === 'iframe';
  const locale = i18n.language;

  // The conditions object keeps its identity while its content is equal: SWR keys on it.
  // The filter panel's selection plus this widget's own rules and filterInputs.
  const panelFilter = useWidgetFilterConditions(dashboardId, widget);
  const filter = useMemo(() => withoutPublishedFilter(panelFilter, widget), [panelFilter, widget]);
  const calendar = useFiscalConfig();
  const route = useRouteParams();
  const computed = requestConditions({
    dashboard: ctx.dashboard.conditions,
    widget,
    filter,
    calendar,
    route,
    session,
    moduleRules: ctx.dashboard.module_condition_rules,
  });
  const conditionsText = stableStringify(computed);
  // A plain copy: a temporary widget is read from a store snapshot, whose objects are proxies.
  const conditions = useMemo(() => JSON.parse(conditionsText) as Conditions, [conditionsText]);
  const own = useWidgetData(
    widget,
    conditions,
    needsData && sharedData === undefined && session !== null,
  );
  const data = sharedData ?? own;
  // Cards show the comparison period's values when the date filter's comparison is on or
  // their own comparison period asks for it; charts and tables (a comparison series, a
  // comparison column) only when theirs does: a date filter's switch does not double the
  // queries of every chart and table on the dashboard.
  const comparison = useComparisonData(
    widget,
    conditions,
    sharedData === undefined &&
      (definition.type === 'card' ||
        (COMPARED_TYPES.has(definition.type) && Boolean(widgetComparisonSetting(params)))),
  );

  // The share link carries the dashboard's applied filters: the recipient sees these numbers.
  const filterParam = useAppliedFilterParam(dashboardId);
  const shareLink =
    widget.temp || !widget.widget_id
      ? undefined
      : widgetShareLink(window.location.origin, dashboardId, widget.widget_id, filterParam);
  const ui = useWidgetActions({
    widget,
    ctx,
    data,
    isFrame,
    sharesData: sharedData !== undefined,
    onGrid: mode === 'grid',
    cardRef,
    shareLink,
    onPopIn,
  });
  const ownView =
    needsData && PREVIEW_TYPES.has(definition.type) ? viewOfType(definition.type) : undefined;
  const [view, setView] = useState<PreviewView | undefined>(ownView);
  const onDrilldown = useDrilldowns(widget, conditions);
  // The previewed view renders the same rows with the chart, card or table type.
  const previewing = view !== undefined && view !== ownView;
  const visibility = useMemo(
    () =>
      toolbarVisibility({
        widget,
        user,
        program: ctx.program,
        route: ctx.route,
        dashboard: ctx.dashboard,
        needsData,
      }),
    [widget, user, ctx.program, ctx.route, ctx.dashboard, needsData],
  );
  // params.isOpenSettings: the settings drawer opens once, when the widget mounts on the grid,
  // for a user whose toolbar offers it (its owner or a super user).
  const settingsOpened = useRef(false);
  const opensSettings =
    params.isOpenSettings === true &&
    mode === 'grid' &&
    visibility.items.includes('settings-widget-main');
  useEffect(() => {
    if (!opensSettings || settingsOpened.current) return;
    settingsOpened.current = true;
    ui.onAction('settings-widget-main');
  }, [opensSettings, ui]);
  // The memoized toolbar gets one handler for the container's life; it calls the latest.
  const latestAction = useRef(ui.onAction);
  useLayoutEffect(() => {
    latestAction.current = ui.onAction;
  });
  const onAction = useCallback((action: WidgetAction) => latestAction.current(action), []);
  const latestReload = useRef(ui.reload);
  useLayoutEffect(() => {
    latestReload.current = ui.reload;
  });
  const reload = useCallback(() => void latestReload.current(), []);
  // The body is memoized: its props keep their identity through the container's other renders.
  const before = useMemo(
    () => <HtmlBlockView block={params.bodyHtml} place="body" />,
    [params.bodyHtml],
  );
  const frameUrl = ui.frameUrl;
  const bodyWidget = useMemo(
    () => (isFrame ? { ...widget, url: frameUrl } : widget),
    [isFrame, widget, frameUrl],
  );
  const bodyParams = useMemo(
    () =>
      previewing && data.data
        ? previewParams(widget, ownView, view, data.data.rows, data.data.columns)
        : params,
    [previewing, data.data, widget, ownView, view, params],
  );
  const hasRows = Boolean(data.data?.rows.length);
  const preview = useMemo(
    () => (ownView && view && hasRows ? { view, onChange: setView } : undefined),
    [ownView, view, hasRows],
  );
  const line = useLastUpdateLine(params.lastUpdate);
  const drilldownOpen = isDrilldownOpen(ctx.temps, widget.widget_id);
  // The owner may save widget filter rules to the widget (session only for everyone else).
  const canSaveFilters = isWidgetOwner(user, widget.user_id) && widget.temp !== true;
  const refreshDashboard = () => void ctx.refresh();
  const state = paintState(needsData, data);

  const body = (
    <WidgetBody
      definition={previewing ? resolveWidgetType(view) : definition}
      widget={bodyWidget}
      params={bodyParams}
      data={data.data}
      loading={data.loading}
      error={data.error}
      locale={locale}
      reload={reload}
      onDrilldown={onDrilldown}
      before={before}
      comparison={comparison}
      conditions={conditions}
    />
  );
  // Children: params.widgets, and widgets the grid plan nested here through their widgetParent.
  const childIds = new Set([
    ...(params.widgets ?? []).map((child) => child.widget_id),
    ...(arrangement?.parts ?? []).map((part) => part.id).filter((id) => id !== widgetId),
  ]);
  const children: NestedChild[] = [...childIds].flatMap((id) => {
    const nested = ctx.widgets[id];
    const child = params.widgets?.find((c) => c.widget_id === id) ?? { widget_id: id };
    return nested ? [{ child, widget: nested }] : [];
  });
  const content =
    children.length > 0 || arrangement ? (
      <NestedWidgets
        parentId={widgetId}
        body={body}
        nested={children}
        arrangement={arrangement}
        renderChild={(entry) => (
          <WidgetContainer
            widget={entry.widget}
            mode="nested"
            sharedData={entry.child.shareData ? data : undefined}
          />
        )}
      />
    ) : (
      body
    );

  return (
    <>
      {/* The card in plain CSS (.nav-widget-card): a Mantine Card is three components (Card,
          Paper, Box) with its styles machinery, ~1 ms of each widget's first render. */}
      <div
        ref={cardRef}
        className={cardClasses(widget, mode, ui.collapsed, drilldownOpen)}
        style={toolbarColors(widget)}
        data-testid="widget-container"
        data-widget-id={widgetId}
        data-widget-type={definition.type}
        data-state={state}
        data-temp={widget.temp ? 'true' : undefined}
        data-drilldown-open={drilldownOpen ? 'true' : undefined}
        data-collapsed={ui.collapsed ? 'true' : undefined}
        data-mode={mode}
        aria-busy={state === 'loading'}
      >
        {params.hideToolbar !== true && (
          <WidgetToolbar
            widget={widget}
            visibility={visibility}
            collapsed={ui.collapsed}
            filterOpen={ui.filterOpen}
            poppedOut={ui.poppedOut || mode === 'popout'}
            busy={ui.busy}
            refreshKey={data.loading ? undefined : data.key}
            lastUpdate={line?.show === 'header' ? line.text : undefined}
            preview={preview}
            omit={OMIT[mode]}
            onAction={onAction}
            initialWidth={arrangement ? undefined : cellWidth}
          />
        )}
        {!ui.collapsed && (
          <>
            <HtmlBlockView block={params.headerHtml} place="header" />
            <div className="nav-widget-main">
              {ui.filterOpen && (
                <AppliedFilters
                  conditions={conditions}
                  widget={widget}
                  rows={data.data?.rows}
                  canSave={canSaveFilters}
                  onSaved={refreshDashboard}
                />
              )}
              <div className="nav-widget-content">
                {ui.poppedOut ? <PoppedOutNotice onPopIn={ui.popIn} /> : content}
              </div>
            </div>
            <WidgetFooter
              widget={widget}
              lastUpdate={line?.show === 'footer' ? line.text : undefined}
              reports={visibility.footerReports}
              data={data.data}
              locale={locale}
            />
          </>
        )}
      </div>
      {ui.expanded && (
        <Modal
          opened
          onClose={ui.closeExpanded}
          fullScreen
          title={
            <Group gap={8} wrap="nowrap">
              {widget.attributes?.icon && <NavIcon name={widget.attributes.icon} size={18} />}
              <Text fw={650}>{localize(widget.title)}</Text>
            </Group>
          }
          classNames={{ body: 'nav-widget-expanded-body' }}
          attributes={{ content: { 'data-testid': 'widget-expanded' } }}
        >
          <WidgetContainer widget={widget} mode="expanded" sharedData={data} />
        </Modal>
      )}
      {ui.poppedOut && (
        <PopOutWindow title={localize(widget.title)}>
          <WidgetContainer widget={widget} mode="popout" sharedData={data} onPopIn={ui.popIn} />
        </PopOutWindow>
      )}
      <WidgetDialogHost
        dialog={ui.dialog}
        onClose={ui.closeDialog}
        widget={widget}
        typeLabel={definition.label}
        shareLink={shareLink}
        hideSettingsTabs={ctx.sharedWidgetRoute}
        conditions={conditions}
        rows={data.data?.rows}
        canSaveFilters={canSaveFilters}
        onSavedFilters={refreshDashboard}
        onSaveHelp={ui.saveHelp}
      />
      {ui.deleting && (
        <WidgetDeleteFlow
          dashboardId={dashboardId}
          widgetId={widgetId}
          onDone={(removed) => {
            ui.endDelete();
            if (removed) ctx.forgetWidget(widgetId);
          }}
        />
      )}
    </>
  );
}
