/**
 * The toolbars' icons: one <span> each, masked by a Tabler outline (tool-icon-svg.ts) and
 * filled with the text colour, so they take the button's colour, hover and disabled state as
 * the SVG icons did. A twenty-widget dashboard shows ~180 of them: as inline SVGs they were
 * ~700 elements to create, style and lay out, a third of the page's DOM.
 */
import { __iconNode as adjustmentsHorizontal } from '@tabler/icons-react/dist/esm/icons/IconAdjustmentsHorizontal.mjs';
import { __iconNode as arrowsMaximize } from '@tabler/icons-react/dist/esm/icons/IconArrowsMaximize.mjs';
import { __iconNode as camera } from '@tabler/icons-react/dist/esm/icons/IconCamera.mjs';
import { __iconNode as cards } from '@tabler/icons-react/dist/esm/icons/IconCards.mjs';
import { __iconNode as chartBar } from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import { __iconNode as chevronDown } from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { __iconNode as chevronUp } from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import { __iconNode as copy } from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { __iconNode as dotsVertical } from '@tabler/icons-react/dist/esm/icons/IconDotsVertical.mjs';
import { __iconNode as download } from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { __iconNode as filter } from '@tabler/icons-react/dist/esm/icons/IconFilter.mjs';
import { __iconNode as helpCircle } from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import { __iconNode as helpHexagon } from '@tabler/icons-react/dist/esm/icons/IconHelpHexagon.mjs';
import { __iconNode as link } from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import { __iconNode as pictureInPicture } from '@tabler/icons-react/dist/esm/icons/IconPictureInPicture.mjs';
import { __iconNode as pictureInPictureOff } from '@tabler/icons-react/dist/esm/icons/IconPictureInPictureOff.mjs';
import { __iconNode as refresh } from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { __iconNode as settings } from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import { __iconNode as settingsCode } from '@tabler/icons-react/dist/esm/icons/IconSettingsCode.mjs';
import { __iconNode as table } from '@tabler/icons-react/dist/esm/icons/IconTable.mjs';
import { __iconNode as x } from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { CSSProperties } from 'react';
import { toolIconCss, type IconNode } from './tool-icon-svg.ts';

/** The toolbars' icons by name. */
export const TOOL_ICONS = {
  'adjustments-horizontal': adjustmentsHorizontal,
  'arrows-maximize': arrowsMaximize,
  camera,
  cards,
  'chart-bar': chartBar,
  'chevron-down': chevronDown,
  'chevron-up': chevronUp,
  copy,
  'dots-vertical': dotsVertical,
  download,
  filter,
  'help-circle': helpCircle,
  'help-hexagon': helpHexagon,
  link,
  'picture-in-picture': pictureInPicture,
  'picture-in-picture-off': pictureInPictureOff,
  refresh,
  settings,
  'settings-code': settingsCode,
  table,
  x,
} satisfies Record<string, IconNode>;

/** A toolbar icon's name. */
export type ToolIconName = keyof typeof TOOL_ICONS;

/** Stroke width of the toolbars' icons (Tabler's default is 2). */
export const TOOL_ICON_STROKE = 1.6;
/** Their size in pixels, unless a ToolIcon says otherwise. */
export const TOOL_ICON_SIZE = 16;

// The outlines as CSS, once per page: the first toolbar is about to draw.
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.setAttribute('data-nav-tool-icons', '');
  style.textContent = toolIconCss(TOOL_ICONS, TOOL_ICON_STROKE);
  document.head.append(style);
}

/** A toolbar icon (dashboard.css `.nav-tool-icon`), decorative: its button has the label. */
export function ToolIcon({ name, size = TOOL_ICON_SIZE }: { name: ToolIconName; size?: number }) {
  const style =
    size === TOOL_ICON_SIZE
      ? undefined
      : ({ '--nav-tool-icon-size': `${size}px` } as CSSProperties);
  return <span className="nav-tool-icon" data-icon={name} style={style} aria-hidden="true" />;
}
