import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Dashboard, Program, User, Widget } from '../../../schemas/generated/index.ts';
import { toolbarVisibility, type ToolbarContext } from './toolbar-items.ts';

// The rules run over the real demo config, so a change to the samples shows up here.
const ACME = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../config-samples/acme',
);
const readJson = <T>(relative: string): T =>
  JSON.parse(readFileSync(path.join(ACME, relative), 'utf8')) as T;

const users = readJson<{ users: User[] }>('users.json').users;
const retail = readJson<Program>('programs/retail.json');
const storesOps = readJson<Program>('programs/stores_ops.json');
const salesOverview = readJson<Dashboard>('dashboards/sales-overview.json');
const productMix = readJson<Dashboard>('dashboards/product-mix.json');
const storeTraffic = readJson<Dashboard>('dashboards/store-traffic.json');

function user(username: string): User {
  const found = users.find((u) => u.username === username);
  if (!found) throw new Error(`no demo user ${username}`);
  return found;
}

/** A widget as the API returns it: the owner filled in from the dashboard (server rule). */
function widgetOf(dashboard: Dashboard, id: string): Widget {
  const widget = dashboard.widgets[id];
  if (!widget) throw new Error(`no widget ${id}`);
  return { ...widget, widget_id: id, user_id: widget.user_id ?? dashboard.user_id };
}

function context(
  username: string,
  dashboard: Dashboard,
  widgetId: string,
  program: Program,
  needsData = true,
): ToolbarContext {
  return {
    widget: widgetOf(dashboard, widgetId),
    user: user(username),
    program,
    dashboard,
    route: program.modules.find((m) => m.dashboards.includes(dashboard.dashboard_id)),
    needsData,
  };
}

const VIEWER_DATA = [
  'title',
  'reload',
  'filter-two',
  'filtering',
  'clone',
  'collapse',
  'expand',
  'help',
  'others',
  'screenshot',
  'export',
];
const OWNER_DATA = [
  'title',
  'reload',
  'filter-two',
  'filtering',
  'clone',
  'collapse',
  'expand',
  'settings',
  'help',
  'others',
  'screenshot',
  'export',
  'close',
];
const SUPER_DATA = [
  'title',
  'reload',
  'filter-two',
  'filtering',
  'clone',
  'collapse',
  'expand',
  'settings-widget-main',
  'help',
  'others',
  'screenshot',
  'export',
];

describe('toolbar of a data widget (Sales Overview, Revenue card) per demo user', () => {
  it.each([
    ['viewer', VIEWER_DATA, { helpEditor: false, footerReports: false, deletes: false }],
    ['owner', OWNER_DATA, { helpEditor: false, footerReports: false, deletes: true }],
    ['super', SUPER_DATA, { helpEditor: false, footerReports: false, deletes: false }],
    ['superuser', VIEWER_DATA, { helpEditor: true, footerReports: false, deletes: false }],
    ['fixed', VIEWER_DATA, { helpEditor: false, footerReports: false, deletes: false }],
  ])('%s', (username, items, flags) => {
    const visibility = toolbarVisibility(context(username, salesOverview, 'kpi_revenue', retail));
    expect(visibility.items).toEqual(items);
    expect({
      helpEditor: visibility.helpEditor,
      footerReports: visibility.footerReports,
      deletes: visibility.deletes,
    }).toEqual(flags);
  });
});

describe('hide lists', () => {
  it.each([
    ['viewer', ['title', 'filter-two', 'collapse', 'expand', 'others', 'screenshot']],
    [
      'owner',
      ['title', 'filter-two', 'collapse', 'expand', 'settings', 'others', 'screenshot', 'close'],
    ],
  ])('params.hideElement and no description: the About markdown for %s', (username, items) => {
    const visibility = toolbarVisibility(context(username, salesOverview, 'about', retail, false));
    expect(visibility.items).toEqual(items);
  });

  it.each([
    [
      'viewer',
      ['title', 'reload', 'filter-two', 'filtering', 'collapse', 'expand', 'help', 'others'],
    ],
    [
      'super',
      [
        'title',
        'reload',
        'filter-two',
        'filtering',
        'collapse',
        'expand',
        'settings-widget-main',
        'help',
        'others',
      ],
    ],
  ])(
    'program conditions.hideToolbarWidget (stores_ops hides clone, screenshot, export) for %s',
    (username, items) => {
      const visibility = toolbarVisibility(
        context(username, storeTraffic, 'weekday_traffic', storesOps),
      );
      expect(visibility.items).toEqual(items);
    },
  );

  it('hideToolbar hides the whole toolbar', () => {
    const base = context('owner', salesOverview, 'kpi_revenue', retail);
    const visibility = toolbarVisibility({
      ...base,
      widget: { ...base.widget, params: { ...base.widget.params, hideToolbar: true } },
    });
    expect(visibility.items).toEqual([]);
    expect(visibility.deletes).toBe(false);
  });
});

describe('report footer: super users only, reports enabled and a query slug', () => {
  it.each([
    ['viewer', false],
    ['owner', false],
    ['super', true],
    ['superuser', false],
    ['fixed', false],
  ])('%s → %s', (username, footer) => {
    expect(
      toolbarVisibility(context(username, productMix, 'product_report', retail)).footerReports,
    ).toBe(footer);
  });

  it('no footer without reports enabled, even for a super user', () => {
    expect(
      toolbarVisibility(context('super', productMix, 'top_products', retail)).footerReports,
    ).toBe(false);
  });
});

describe('filtering items follow widget > dashboard > route > program precedence', () => {
  const base = context('viewer', salesOverview, 'kpi_revenue', retail);
  it.each([
    ['dashboard allows (program too)', {}, true],
    ['widget forbids', { widget: { ...base.widget, allow_filtering: false } }, false],
    [
      'dashboard forbids, program allows',
      { dashboard: { ...salesOverview, allow_filtering: false } },
      false,
    ],
    [
      'dashboard silent, route forbids, program allows',
      {
        dashboard: { ...salesOverview, allow_filtering: undefined },
        route: { allow_filtering: false },
      },
      false,
    ],
    [
      'allowed but no filtering_show anywhere',
      {
        dashboard: { allow_filtering: true },
        route: {},
        program: { ...retail, filtering_show: undefined },
      },
      false,
    ],
  ] as const)('%s', (_name, override, shown) => {
    const visibility = toolbarVisibility({ ...base, ...override } as ToolbarContext);
    expect(visibility.items.includes('filtering')).toBe(shown);
    expect(visibility.items.includes('filter-two')).toBe(shown);
  });
});

describe('temporary widgets', () => {
  const base = context('viewer', salesOverview, 'region_revenue', retail);
  const temp = { ...base.widget, temp: true, widget_id: 'temp-1' };
  it('anyone may close a temporary widget; it is removed locally, never deleted', () => {
    const visibility = toolbarVisibility({ ...base, widget: temp });
    expect(visibility.items).toContain('close');
    expect(visibility.deletes).toBe(false);
  });
  it('the owner gets no settings on it and the superuser no help editor', () => {
    expect(toolbarVisibility({ ...base, user: user('owner'), widget: temp }).items).not.toContain(
      'settings',
    );
    expect(toolbarVisibility({ ...base, user: user('superuser'), widget: temp }).helpEditor).toBe(
      false,
    );
  });
  it('no session user: nothing role-bound', () => {
    const visibility = toolbarVisibility({ ...base, user: undefined });
    expect(visibility.items).not.toContain('settings');
    expect(visibility.items).not.toContain('close');
    expect(visibility.items).not.toContain('settings-widget-main');
  });
});
