/**
 * Which toolbar items a user sees on a widget (widget-layer §6): hidden per widget
 * (params.hideElement) or per program (conditions.hideToolbarWidget), and shown by role.
 * Pure so the rules can be tested over the demo users without a browser.
 */
import { isFilteringShown, type AllowFilteringFlag } from '../../core/index.ts';
import type { ToolbarItem, Widget } from '../../../schemas/generated/index.ts';

/** Every toolbar item, in the order the toolbar lays them out. */
export const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  'title',
  'reload',
  'filter-two',
  'filtering',
  'clone',
  'collapse',
  'expand',
  'settings',
  'settings-widget-main',
  'help',
  'others',
  'screenshot',
  'export',
  'close',
];

/** The parts of the session user the rules read. */
export interface ToolbarUser {
  user_id: number;
  userh?: { super?: boolean } | null;
  superuser?: boolean | null;
  groups?: readonly string[] | null;
}

/** A level (program, module route, dashboard) that can allow filtering and define filters. */
export interface FilteringLevel {
  allow_filtering?: AllowFilteringFlag;
  filtering_show?: unknown;
}

/** Everything the visibility of a widget's toolbar depends on. */
export interface ToolbarContext {
  widget: Pick<
    Widget,
    | 'user_id'
    | 'description'
    | 'query_slug'
    | 'temp'
    | 'params'
    | 'attributes'
    | 'allow_filtering'
    | 'filtering_show'
  >;
  /** The signed-in user; undefined while the session loads (nothing role-bound shows). */
  user: ToolbarUser | undefined;
  program?: (FilteringLevel & { conditions?: { hideToolbarWidget?: readonly string[] } }) | null;
  /** The module page's route record. */
  route?: FilteringLevel | null;
  dashboard?: FilteringLevel | null;
  /** The widget type runs a query (export needs rows). */
  needsData: boolean;
}

/** What the toolbar of one widget offers. */
export interface ToolbarVisibility {
  /** Visible items in toolbar order. */
  items: ToolbarItem[];
  /** The 'Tooltip Help Editor' / Settings Widgets action (superuser group). */
  helpEditor: boolean;
  /** The footer with report tools (super users, reports enabled, a query slug). */
  footerReports: boolean;
  /** Close deletes the widget on the server (an owner's non-temporary widget). */
  deletes: boolean;
}

/** The user owns the widget: their id equals its user_id (a numeric string counts). */
export function isWidgetOwner(user: ToolbarUser | undefined, ownerId: unknown): boolean {
  if (!user || ownerId === null || ownerId === undefined || ownerId === '') return false;
  return Number(ownerId) === user.user_id;
}

/** Super user: `userh.super`. */
export function isSuperUser(user: ToolbarUser | undefined): boolean {
  return user?.userh?.super === true;
}

/** Member of the 'superuser' group (the session also flags it as `superuser`). */
export function isSuperuserGroup(user: ToolbarUser | undefined): boolean {
  return user?.superuser === true || (user?.groups ?? []).includes('superuser');
}

/** The toolbar items hidden on a widget: its hideElement and its program's hideToolbarWidget. */
export function hiddenItems(context: ToolbarContext): Set<string> {
  return new Set([
    ...(context.widget.params?.hideElement ?? []),
    ...(context.program?.conditions?.hideToolbarWidget ?? []),
  ]);
}

/**
 * Whether each item is available to this user on this widget before the hide lists apply.
 * Items not listed here are available to everyone.
 */
function available(context: ToolbarContext): Record<ToolbarItem, boolean> {
  const { widget, user } = context;
  const owner = isWidgetOwner(user, widget.user_id);
  const temp = widget.temp === true;
  const filtering = isFilteringShown(
    {
      widget: widget.allow_filtering,
      dashboard: context.dashboard?.allow_filtering,
      route: context.route?.allow_filtering,
      program: context.program?.allow_filtering,
    },
    {
      widget: widget.filtering_show,
      dashboard: context.dashboard?.filtering_show,
      route: context.route?.filtering_show,
      program: context.program?.filtering_show,
    },
  );
  return {
    title: widget.attributes?.title !== false,
    reload: true,
    'filter-two': filtering,
    filtering,
    clone: true,
    collapse: true,
    expand: true,
    // Temporary widgets are never saved, so there is nothing to set up on them.
    settings: owner && !temp,
    'settings-widget-main': isSuperUser(user) && !temp,
    help: typeof widget.description === 'string' && widget.description.trim() !== '',
    others: true,
    screenshot: true,
    export: context.needsData,
    // Anyone removes a temporary widget (locally); only the owner deletes a saved one.
    close: temp || (owner && widget.attributes?.close !== false),
  };
}

/** The toolbar a user sees on a widget (widget-layer §6). */
export function toolbarVisibility(context: ToolbarContext): ToolbarVisibility {
  const { widget, user } = context;
  const slug = widget.query_slug?.slug;
  const hasSlug = typeof slug === 'string' && slug !== '';
  const reports = widget.params?.reports?.enabled === true;
  if (widget.params?.hideToolbar === true) {
    return {
      items: [],
      helpEditor: false,
      footerReports: isSuperUser(user) && reports && hasSlug,
      deletes: false,
    };
  }
  const hidden = hiddenItems(context);
  const allowed = available(context);
  const items = TOOLBAR_ITEMS.filter((item) => allowed[item] && !hidden.has(item));
  return {
    items,
    helpEditor: isSuperuserGroup(user) && hasSlug && widget.temp !== true,
    footerReports: isSuperUser(user) && reports && hasSlug,
    deletes: items.includes('close') && widget.temp !== true,
  };
}
