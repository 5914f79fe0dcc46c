/**
 * The toolbar's actions as entries (a button in the toolbar or an item of its 'others' menu):
 * which ones a widget gets, in which order, with their icon and label.
 */
import type { ReactNode } from 'react';
import type { ToolbarItem } from '../../../schemas/generated/index.ts';
import { TIP_ATTRIBUTE } from './HoverTip.tsx';
import { ToolIcon, type ToolIconName } from './ToolIcon.tsx';
import { ToolIconButton } from './ToolIconButton.tsx';
import type { WidgetAction } from './WidgetToolbar.tsx';

/** One action of the toolbar. */
export interface ToolbarEntry {
  item: string;
  action: WidgetAction;
  label: string;
  icon: ReactNode;
  active?: boolean;
}

/** Inputs of {@link toolbarEntries}. */
export interface ToolbarEntriesInput {
  /** The item is visible to this user here (toolbar-items.ts, minus the mode's omissions). */
  has: (item: ToolbarItem) => boolean;
  t: (key: string) => string;
  collapsed: boolean;
  filterOpen: boolean;
  poppedOut: boolean;
  share: boolean;
  popOut: boolean;
  helpEditor: boolean;
}

function entry(
  action: WidgetAction,
  label: string,
  icon: ToolIconName,
  active?: boolean,
): ToolbarEntry {
  return { item: action, action, label, icon: <ToolIcon name={icon} />, active };
}

/**
 * The entries of a widget's toolbar: primary ones (filtering, reload, collapse, full screen,
 * settings) sit in the toolbar on a wide widget; secondary ones (filter-two, clone,
 * screenshot, export, export with raw values, share, pop-out, advanced mode, help editor) live
 * in the 'others' menu.
 */
export function toolbarEntries(input: ToolbarEntriesInput): {
  primary: ToolbarEntry[];
  secondary: ToolbarEntry[];
} {
  const { has, t } = input;
  const primary: ToolbarEntry[] = [];
  const secondary: ToolbarEntry[] = [];
  if (has('filtering'))
    primary.push(entry('filtering', t('toolbar.filtering'), 'filter', input.filterOpen));
  if (has('reload')) primary.push(entry('reload', t('toolbar.reload'), 'refresh'));
  if (has('collapse'))
    primary.push(
      input.collapsed
        ? entry('collapse', t('toolbar.uncollapse'), 'chevron-down')
        : entry('collapse', t('toolbar.collapse'), 'chevron-up'),
    );
  if (has('expand')) primary.push(entry('expand', t('toolbar.expand'), 'arrows-maximize'));
  if (has('settings')) primary.push(entry('settings', t('toolbar.settings'), 'settings'));
  if (has('filter-two'))
    secondary.push(entry('filter-two', t('toolbar.filterTwo'), 'adjustments-horizontal'));
  if (has('clone')) secondary.push(entry('clone', t('toolbar.clone'), 'copy'));
  if (has('screenshot')) secondary.push(entry('screenshot', t('toolbar.screenshot'), 'camera'));
  if (has('export')) {
    secondary.push(entry('export', t('toolbar.export'), 'download'));
    // Every digit as the query returned it; the plain export rounds to the columns' formats.
    secondary.push(entry('export-raw', t('toolbar.exportRaw'), 'download'));
  }
  if (input.share) secondary.push(entry('share', t('toolbar.share'), 'link'));
  if (input.popOut)
    secondary.push(
      input.poppedOut
        ? entry('pop-out', t('toolbar.popIn'), 'picture-in-picture-off')
        : entry('pop-out', t('toolbar.popOut'), 'picture-in-picture'),
    );
  if (has('settings-widget-main'))
    secondary.push(entry('settings-widget-main', t('toolbar.advancedMode'), 'settings-code'));
  if (input.helpEditor)
    secondary.push(entry('help-editor', t('toolbar.helpEditor'), 'help-hexagon'));
  return { primary, secondary };
}

/** Props of {@link ToolButton}. */
export interface ToolButtonProps {
  item: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  className?: string;
}

/**
 * A compact toolbar icon button; its tooltip is the toolbar's one (HoverTip.tsx), named by
 * `data-tip`.
 */
export function ToolButton({ item, label, icon, onClick, active, className }: ToolButtonProps) {
  return (
    <ToolIconButton
      className={className}
      aria-label={label}
      aria-pressed={active}
      data-toolbar-item={item}
      {...{ [TIP_ATTRIBUTE]: label }}
      onClick={onClick}
    >
      {icon}
    </ToolIconButton>
  );
}
