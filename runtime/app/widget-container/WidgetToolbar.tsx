import { Badge, Loader, Menu } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { ToolbarItem, Widget } from '../../../schemas/generated/index.ts';
import {
  REVALIDATING_SHOWN_AFTER_MS,
  useFetching,
  useShownAfter,
} from '../dashboard/widget-fetches.ts';
import { useCachedLabels } from '../i18n/cached-labels.ts';
import { NavIcon } from '../shell/NavIcon.tsx';
import { HelpPopover } from './HelpPopover.tsx';
import { ToolIconButton } from './ToolIconButton.tsx';
import { useHoverTip } from './HoverTip.tsx';
import { PreviewMenuItems, PreviewPanel, type PreviewPanelProps } from './PreviewPanel.tsx';
import { WIDGET_NS } from './texts.ts';
import { ToolButton, toolbarEntries } from './toolbar-entries.tsx';
import { ToolIcon } from './ToolIcon.tsx';
import type { ToolbarVisibility } from './toolbar-items.ts';
import { useDeferredOpen } from './useDeferredOpen.ts';
import { useWidthBand } from './useWidthBand.ts';
import { useLocalize } from '../i18n/use-localize.ts';

/** Everything a toolbar click can ask the container to do. */
export type WidgetAction =
  | Exclude<ToolbarItem, 'title' | 'help' | 'others'>
  | 'export-raw'
  | 'share'
  | 'pop-out'
  | 'help-editor';

/** Props of {@link WidgetToolbar}. */
export interface WidgetToolbarProps {
  widget: Widget;
  visibility: ToolbarVisibility;
  collapsed: boolean;
  filterOpen: boolean;
  poppedOut: boolean;
  /** A reload is running. */
  busy: boolean;
  /** The key of the rows shown (none while they first load): a fetch of it that takes a while shows the spinner. */
  refreshKey?: string;
  /** The last-update line when it goes in the header. */
  lastUpdate?: string;
  /** The preview panel, on data widgets of a previewable type. */
  preview?: PreviewPanelProps;
  /** Items that make no sense where the widget is shown (expand inside the full screen…). */
  omit?: readonly (WidgetAction | ToolbarItem)[];
  onAction: (action: WidgetAction) => void;
  /** The widget's width before the toolbar is measured (its grid cell's), if known. */
  initialWidth?: number;
}

/**
 * The heading's spinner: while a reload runs, or once a revalidation of the rows shown has
 * taken REVALIDATING_SHOWN_AFTER_MS (an answer from the server's cache comes sooner, and a
 * spinner for a few frames would only flicker). Its own component, so that a revalidation's
 * start and end re-render this alone.
 */
function BusyLoader({ busy, refreshKey }: { busy: boolean; refreshKey?: string }) {
  const revalidating = useShownAfter(useFetching(refreshKey), REVALIDATING_SHOWN_AFTER_MS);
  if (!busy && !revalidating) return null;
  return <Loader size={12} type="oval" aria-hidden data-testid="widget-busy" />;
}

/** Below this toolbar width only help, the menu and close stay in the toolbar. */
const COMPACT_BELOW_PX = 400;
/** From this toolbar width the preview panel's icons sit in the toolbar, else in the menu. */
const PREVIEW_INLINE_FROM_PX = 560;
const TOOLBAR_BANDS = [COMPACT_BELOW_PX, PREVIEW_INLINE_FROM_PX] as const;
/** The toolbar's padding (14 + 8) and the card's border (1 + 1): its content box is narrower. */
const TOOLBAR_CHROME_PX = 24;

/**
 * The 'others' menu: a plain button until its first click (useDeferredOpen.ts), then a Mantine
 * Menu, opened; its items render only while it is open.
 */
function OthersMenu({ label, children }: { label: string; children: ReactNode }) {
  const { mounted, openFirst, targetRef } = useDeferredOpen();
  const target = (
    <ToolIconButton
      aria-label={label}
      aria-haspopup="menu"
      ref={targetRef}
      data-toolbar-item="others"
      data-tip={label}
      onClick={mounted ? undefined : openFirst}
    >
      <ToolIcon name="dots-vertical" />
    </ToolIconButton>
  );
  if (!mounted) return target;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid="widget-menu">{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * The widget toolbar: icon and title on the left; the last-update line, the preview panel and
 * the items the user may use (toolbar-items.ts) on the right. Filter-two, clone, screenshot,
 * export, share, pop-out and the advanced entries live in the 'others' menu, and on a narrow
 * widget every action does; with 'others' hidden they all sit in the toolbar. One tooltip
 * serves every button, mounted on hover or focus only (HoverTip.tsx). Memoized: with its menu
 * it is the heaviest part of a container, and most container renders (rows arriving, the
 * body's size) leave its props unchanged.
 */
export const WidgetToolbar = memo(function WidgetToolbar({
  widget,
  visibility,
  collapsed,
  filterOpen,
  poppedOut,
  busy,
  refreshKey,
  lastUpdate,
  preview,
  omit = [],
  onAction,
  initialWidth,
}: WidgetToolbarProps) {
  const t = useCachedLabels(WIDGET_NS);
  const localize = useLocalize();
  const skip = new Set<string>(omit);
  const has = (item: ToolbarItem) => visibility.items.includes(item) && !skip.has(item);
  const temp = widget.temp === true;

  const { ref, band } = useWidthBand<HTMLDivElement>(
    TOOLBAR_BANDS,
    initialWidth === undefined ? undefined : initialWidth - TOOLBAR_CHROME_PX,
  );
  const hoverTip = useHoverTip();
  // Narrow widgets (KPI cards) keep their title readable: the actions move to the menu.
  const compact = band === 0;
  const previewInline = preview !== undefined && band === 2;

  const { primary, secondary } = toolbarEntries({
    has,
    t,
    collapsed,
    filterOpen,
    poppedOut,
    share: !temp && !skip.has('share') && Boolean(widget.dashboard_id && widget.widget_id),
    popOut: !skip.has('pop-out'),
    helpEditor: visibility.helpEditor && !skip.has('help-editor'),
  });
  const menu = has('others');
  const inline = !menu ? [...primary, ...secondary] : compact ? [] : primary;
  const overflow = !menu ? [] : compact ? [...primary, ...secondary] : secondary;

  return (
    // Plain elements laid out by dashboard.css, not Mantine's Group and Text: twenty toolbars
    // rendered four of those each, with their styles machinery, on every dashboard load.
    <div
      ref={ref}
      className="nav-widget-toolbar"
      data-testid="widget-toolbar"
      data-compact={compact ? 'true' : undefined}
      data-toolbar-items={visibility.items.filter((i) => !skip.has(i)).join(' ')}
      {...hoverTip.handlers}
    >
      <div className="nav-widget-heading">
        {widget.attributes?.icon && (
          <span className="nav-widget-icon" aria-hidden>
            <NavIcon name={widget.attributes.icon} size={16} />
          </span>
        )}
        {has('title') && (
          <h3 className="nav-widget-title" data-toolbar-item="title" title={localize(widget.title)}>
            {localize(widget.title)}
          </h3>
        )}
        {temp && (
          <Badge size="xs" variant="light" color="gray" data-testid="widget-temp-badge">
            {t('toolbar.temp')}
          </Badge>
        )}
        <BusyLoader busy={busy} refreshKey={refreshKey} />
      </div>
      <div className="nav-widget-actions" data-screenshot-skip="true">
        {lastUpdate && (
          <p className="nav-widget-last-update" data-testid="widget-last-update">
            {lastUpdate}
          </p>
        )}
        {previewInline && <PreviewPanel {...preview} />}
        {inline.map((entry) => (
          <ToolButton
            key={entry.item}
            item={entry.item}
            label={entry.label}
            icon={entry.icon}
            active={entry.active}
            onClick={() => onAction(entry.action)}
          />
        ))}
        {has('help') && widget.description && (
          <HelpPopover description={widget.description} label={t('toolbar.help')} />
        )}
        {menu && (overflow.length > 0 || (preview && !previewInline)) && (
          <OthersMenu label={t('toolbar.others')}>
            {overflow.map((entry) => (
              <Menu.Item
                key={entry.item}
                leftSection={entry.icon}
                data-action={entry.item}
                onClick={() => onAction(entry.action)}
              >
                {entry.label}
              </Menu.Item>
            ))}
            {preview && !previewInline && <PreviewMenuItems {...preview} />}
          </OthersMenu>
        )}
        {has('close') && (
          <ToolButton
            item="close"
            label={visibility.deletes ? t('toolbar.close') : t('toolbar.closeTemp')}
            icon={<ToolIcon name="x" />}
            className={visibility.deletes ? 'nav-widget-delete' : undefined}
            onClick={() => onAction('close')}
          />
        )}
      </div>
      {hoverTip.element}
    </div>
  );
});
