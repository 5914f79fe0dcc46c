/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Conditions } from './conditions';
import type { FilteringShow } from './filtering-show';
import type { ValueFormat, WidgetParams } from './widget-params';
/**
 * A dashboard widget: its type (classbase), the saved query feeding it, its conditions and its params. In a dashboard file the widgets map key is the widget id, so identity fields are optional there.
 */
export type Widget = {
  /**
   * Unique id across dashboards (defaults to {dashboard_id}/{widget_id}).
   */
  uid?: string;
  /**
   * Widget id within the dashboard; the key of the dashboard's widgets map.
   */
  widget_id?: string;
  /**
   * Dashboard holding the widget.
   */
  dashboard_id?: string;
  /**
   * Module of the dashboard.
   */
  module_id?: number;
  /**
   * Program of the dashboard.
   */
  program_id?: number;
  /**
   * Program of the dashboard.
   */
  program_slug?: string;
  /**
   * Owner: only the owner sees Settings and Close and may save or delete the widget.
   */
  user_id?: number;
  /**
   * Title shown in the toolbar (max 30 characters; a string or {en, es, pt}).
   */
  title: WidgetTitle;
  /**
   * Name of the widget when saved as a template (max 30 characters).
   */
  widget_name?: string;
  /**
   * Help text in markdown; the help toolbar item shows only when it is set.
   */
  description?: string;
  /**
   * Look of the widget.
   */
  attributes?: {
    /**
     * Icon name shown before the title.
     */
    icon?: string;
    /**
     * Background colour of the toolbar (one of the predefined widget colours or any CSS colour).
     */
    color?: string;
    /**
     * Text colour of the toolbar.
     */
    fg_color?: string;
    /**
     * Show the title in the toolbar.
     */
    title?: boolean;
    /**
     * Show the close (delete) item to the owner.
     */
    close?: boolean;
    /**
     * Extra CSS class names for the widget container.
     */
    classes?: string | string[];
  };
  /**
   * Widget type (legacy class names kept): see the Widget classbase definition.
   */
  classbase: WidgetClassbase;
  /**
   * Saved query feeding the widget. Every data widget needs one, except a chart whose params.graph.spec carries its own data (data.values, a data.url of the tenant data folder, sequence or datasets): navigator validate checks that.
   */
  query_slug?: {
    /**
     * query_slug of a saved query of the same tenant.
     */
    slug: string;
    /**
     * Apply the filter panel's conditions only for keys the query declares: the panel's where_cond keys go along as conditions.panel_keys and the server leaves out those whose column the query lacks, instead of answering 400. The widget's own conditions and the user's fixed filters are never left out.
     */
    conditional_filtering?: boolean;
    /**
     * Keep the widget's own conditions when the filter panel sends the same keys.
     */
    preserve_conditions?: boolean;
  };
  /**
   * Address shown by an iframe or image widget; changing it remounts the widget.
   */
  url?: string;
  /**
   * Conditions the widget's query runs with (reset when the query slug changes).
   */
  conditions?: Conditions;
  /**
   * Display format per column.
   */
  format_definition?: {
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^.+$".
     */
    [k: string]: ValueFormat;
  };
  /**
   * Options of the widget.
   */
  params?: WidgetParams;
  /**
   * Show the filter panel for this widget (overrides dashboard, route and program).
   */
  allow_filtering?: boolean;
  /**
   * Filter panel of this widget.
   */
  filtering_show?: FilteringShow;
  /**
   * The widget follows the dashboard's filter panel.
   */
  master_filtering?: boolean;
  /**
   * Where keys the widget's query understands; 'region_name' is renamed 'region' when this lists region but not region_name.
   *
   * Items: A where key.
   */
  where_definition?: string[];
  /**
   * Temporary widget (drilldown): removed locally, never saved.
   */
  temp?: boolean;
  /**
   * Shown to viewers other than the owner.
   */
  published?: boolean;
  /**
   * Save the widget's filter selection with the widget.
   */
  save_filtering?: boolean;
  /**
   * Extra data handed to the widget (e.g. the clicked row of a drilldown).
   */
  dataExtra?: {
    [k: string]: unknown;
  };
};
/**
 * Widget type: chart (chart, vegaWidget, EchartsWidget), table (grid, table, pqtableWidget), card, report (reportWidget, report), iframe (iframe, iframeWidget), image (image, imageWidget), markdown, placeholder (an empty-state card), formBuilder (a form that writes rows to a declared table), dropzone (files dropped into a declared table); gauge, download, timeline, rewards, quickstart, photoFeed, photoGallery; dataIntegrator (maps a file or a query onto a declared table), queriesBuilder (a visual query notebook), serverTable (the server-side query table: paging, sorting and column filters on the server); businessCard (one store: picture, name, address, contact, KPIs), profileCard (the signed-in user and their figures); apiTable and apiEasyTable (rows of a JSON API through an http datasource: declared columns, or columns inferred from the rows); selectTable (a table whose row selection filters the dashboard); weather (one store's current day and 7-day outlook), videoTv (a looping video playlist for wall screens); popularPlaces (top places sized by a measure on a US map), place (one location on a US map), traffic (visits by location and hour on a US map).
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "classbase".
 */
export type WidgetClassbase =
  | 'chart'
  | 'vegaWidget'
  | 'EchartsWidget'
  | 'grid'
  | 'table'
  | 'pqtableWidget'
  | 'card'
  | 'reportWidget'
  | 'report'
  | 'iframe'
  | 'iframeWidget'
  | 'image'
  | 'imageWidget'
  | 'markdown'
  | 'placeholder'
  | 'formBuilder'
  | 'dropzone'
  | 'gauge'
  | 'download'
  | 'timeline'
  | 'rewards'
  | 'quickstart'
  | 'photoFeed'
  | 'photoGallery'
  | 'dataIntegrator'
  | 'queriesBuilder'
  | 'serverTable'
  | 'businessCard'
  | 'profileCard'
  | 'selectTable'
  | 'apiTable'
  | 'apiEasyTable'
  | 'weather'
  | 'videoTv'
  | 'popularPlaces'
  | 'place'
  | 'traffic';
/**
 * A widget title: a localized text (see localized-text.schema.json) of at most 30 characters in each language.
 *
 * This interface was referenced by `undefined`'s JSON-Schema
 * via the `definition` "widgetTitle".
 */
export type WidgetTitle = SameTitleInEveryLanguage | TitlePerLanguage;
export type SameTitleInEveryLanguage = string;

export interface TitlePerLanguage {
  /**
   * English.
   */
  en: string;
  /**
   * Spanish.
   */
  es?: string;
  /**
   * Portuguese.
   */
  pt?: string;
}
