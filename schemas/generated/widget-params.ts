/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
import type { Conditions, WhereCond } from './conditions';
import type { Drilldown } from './drilldown';
import type { RangeCompare } from './filter-item';
import type { FilterRule } from './filter-rule';
import type { FiscalMonth } from './fiscal-month';
import type { LocalizedText } from './localized-text';
/**
 * A widget toolbar item that can be hidden per widget (params.hideElement) or per program (conditions.hideToolbarWidget).
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "toolbarItem".
 */
export type ToolbarItem =
  | 'title'
  | 'reload'
  | 'filter-two'
  | 'filtering'
  | 'clone'
  | 'collapse'
  | 'expand'
  | 'settings'
  | 'settings-widget-main'
  | 'help'
  | 'others'
  | 'screenshot'
  | 'export'
  | 'close';
/**
 * Display format: number (2 decimals), numberOne (1 decimal), integer, percent (x100, 2 decimals), percentOne, money ('$ ', 2 decimals), moneyInteger, text, date.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "valueFormat".
 */
export type ValueFormat =
  | 'number'
  | 'numberOne'
  | 'integer'
  | 'percent'
  | 'percentOne'
  | 'money'
  | 'moneyInteger'
  | 'text'
  | 'date';
/**
 * true or prev: the previous period; all: from the start of the year to the last date; false: none.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "comparisonPeriod".
 */
export type ComparisonPeriod = boolean | RangeCompare;

/**
 * Per-widget options (widget.params). Changing params refreshes the widget. Each widget type reads the keys it needs (graph for charts, pqgrid for tables, card for cards, reports for reports, frame for iframes, markdown for markdown); the rest apply to every widget.
 */
export interface WidgetParams {
  /**
   * Toolbar items hidden on this widget.
   */
  hideElement?: ToolbarItem[];
  /**
   * Hide the whole toolbar.
   */
  hideToolbar?: boolean;
  /**
   * Markdown content of a markdown widget (sanitized before display).
   */
  markdown?: string;
  /**
   * Chart options of a chart widget.
   */
  graph?: Graph;
  /**
   * KPI cards of a card widget.
   */
  card?: {
    /**
     * Cards shown, in order.
     */
    cards?: CardItem[];
  };
  /**
   * Widget Filtering dialog rules.
   */
  filterOptions?: {
    /**
     * Filter rules turned into where_cond entries.
     */
    items?: FilterRule[];
    /**
     * Query slug whose columns the rule fields are picked from (defaults to the widget's own query).
     */
    dataSource?: string;
  };
  /**
   * Inputs shown above the widget whose values are sent as conditions.
   */
  filterInputs?: FilterInput[];
  /**
   * Report tools of the widget footer.
   */
  reports?: Reports;
  /**
   * 'Last update' line in the header or footer.
   */
  lastUpdate?: {
    /**
     * Text shown before the date, e.g. 'Last update:' (a string or {en, es, pt}).
     */
    text?: LocalizedText;
    /**
     * Operational variable holding the date.
     */
    variable?: string;
    /**
     * Date format (dayjs tokens), e.g. 'MM/DD/YYYY'.
     */
    format?: string;
    /**
     * Where the line is shown.
     */
    show?: 'header' | 'footer';
  };
  /**
   * Rows per page of the server-side query table (each page is one bound query on the server).
   */
  pageSize?: number;
  /**
   * Table options of a table widget, with ParamQuery grid names. Honoured: columns (or colModel: field/dataIndx, title, hidden, width, align, format), hiddenColumns, freezeCols, totals, sortModel.sorter / sort, sortable, pageModel {type: local, rPP, rPPOptions} (a pager; sorting then paging; totals of all rows) and groupModel {on, dataIndx, collapsed, summary} (collapsible group headers with counts, per-group subtotals of the totals columns). Other keys are ignored.
   */
  pqgrid?: {
    [k: string]: unknown;
  };
  /**
   * Query options; in a drilldown, the slug the drilldown widget runs.
   */
  query?: {
    /**
     * Saved query slug of the same tenant.
     */
    slug?: string;
    /**
     * Also fetch the comparison period.
     */
    comparison_period?: ComparisonPeriod;
  };
  /**
   * Also fetch the comparison period.
   */
  comparisonPeriod?: ComparisonPeriod;
  /**
   * Attributes of an iframe widget's frame.
   */
  frame?: {
    /**
     * Permissions policy (iframe allow attribute).
     */
    allow?: string;
    /**
     * Sandbox restrictions (iframe sandbox attribute). Default: allow-scripts allow-popups allow-forms. allow-same-origin is dropped when allow-scripts is present (a frame with both can lift its own sandbox, and browsers warn about it).
     */
    sandbox?: string;
    /**
     * Allow full screen.
     */
    allowfullscreen?: boolean;
    /**
     * Show scroll bars.
     */
    scrolling?: boolean;
  };
  /**
   * Transparent widget background.
   */
  transparent?: boolean;
  /**
   * No widget border.
   */
  borderNone?: boolean;
  /**
   * Text shown while the widget has no data.
   */
  placeholder?: string;
  /**
   * Open the settings drawer when the widget mounts.
   */
  isOpenSettings?: boolean;
  /**
   * Id of the widget this one is nested in.
   */
  widgetParent?: string;
  /**
   * Child widgets (ids of the same dashboard) nested inside this widget.
   *
   * Items: A nested child widget.
   */
  widgets?: {
    /**
     * Id of the child widget in the same dashboard.
     */
    widget_id: string;
    /**
     * The child reuses this widget's data instead of running its own query.
     */
    shareData?: boolean;
  }[];
  /**
   * Auto-refresh: iframes clear then reset their url after 50 ms; other widgets reload.
   */
  refresh?: {
    /**
     * Refresh is on.
     */
    active?: boolean;
    /**
     * Interval in milliseconds.
     */
    milliseconds?: number;
    /**
     * URL reloaded instead of the widget's own (iframes).
     */
    url?: string;
  };
  /**
   * Open the widget's side filter panel initially.
   */
  filterOpen?: boolean;
  /**
   * Custom HTML above the widget body.
   */
  headerHtml?: HtmlBlock;
  /**
   * Custom HTML in the widget body.
   */
  bodyHtml?: HtmlBlock;
  /**
   * Fiscal calendar of this widget (overrides the program's).
   */
  fiscalMonth?: FiscalMonth;
  /**
   * Drilldowns opened from this widget, added as temporary widgets one every 100 ms.
   */
  drilldown?: Drilldown[];
  /**
   * Send filterdate as a [first, last] list instead of separate firstdate and lastdate.
   */
  filterdateArray?: boolean;
  /**
   * A widget field of the spec (app-shell §3) that it gives no behaviour: accepted so imported widgets validate; Navigator ignores it (the filter panel is the dashboard's, its options come from filtering_show).
   */
  addFilterOptions?: {
    [k: string]: unknown;
  };
  /**
   * Where entries added to the filter conditions this widget receives.
   */
  addFilterConditions?: WhereCond;
  /**
   * Conditions merged into the widget's conditions on every request.
   */
  addConditions?: Conditions;
  /**
   * Route parameters copied into the conditions (true for all).
   */
  routeConditions?: boolean | string[];
  /**
   * Route parameters copied into where_cond (true for all).
   */
  routeWhereConditions?: boolean | string[];
  /**
   * If set, only these condition keys from the filter panel are kept.
   *
   * Items: A condition key.
   */
  filtered_by?: string[];
  /**
   * Series colours, in order (CSS colours).
   *
   * Items: A CSS colour.
   */
  colors?: string[];
  /**
   * Data integrator widget: which saved import it opens with.
   */
  integrator?: {
    /**
     * The saved import (imports/{name}.json) shown first; the person may pick another or start a new one.
     */
    import?: string;
  };
  /**
   * Factor slider of goal-driven widgets.
   */
  slider?: {
    /**
     * Adjustment factor, in percent.
     */
    factor?: number;
    /**
     * Goal value.
     */
    goal?: number;
  };
  /**
   * Gauge chart: the first row's value_field against a min/max scale with coloured bands and a target mark.
   */
  gauge?: {
    /**
     * Column holding the measure.
     */
    value_field: string;
    /**
     * Start of the scale (default 0).
     */
    min?: number;
    /**
     * End of the scale; max_field wins when the row has it (default: the larger of value and target, rounded up).
     */
    max?: number;
    /**
     * Column holding the end of the scale.
     */
    max_field?: string;
    /**
     * Target value, marked on the scale; target_field wins when the row has it.
     */
    target?: number;
    /**
     * Column holding the target.
     */
    target_field?: string;
    /**
     * Coloured ranges of the scale, in order; each ends at `to`, as a fraction of the target when `relative` (0.9 = 90 % of target), else in the value's units.
     *
     * @maxItems 8
     */
    bands?: {
      /**
       * Where the band ends.
       */
      to: number;
      /**
       * Band colour (CSS).
       */
      color: string;
      /**
       * Name of the band (tooltip and legend).
       */
      label?: string;
    }[];
    /**
     * Band ends are fractions of the target instead of values.
     */
    relative?: boolean;
    /**
     * Number format of the value, target and scale (numeral.js, e.g. '$0.0a').
     */
    format?: string;
  };
  /**
   * Popular places map: the top rows by value_field as circles sized by the value, on a US states map (bundled, no tile server), with pan/zoom and tooltips.
   */
  popularPlaces?: {
    /**
     * Column naming the place (tooltip).
     */
    name_field: string;
    /**
     * Column holding the measure that ranks and sizes the places.
     */
    value_field: string;
    /**
     * Column holding the latitude (degrees).
     */
    latitude_field: string;
    /**
     * Column holding the longitude (degrees).
     */
    longitude_field: string;
    /**
     * How many places are drawn: the ones with the largest values.
     */
    top?: number;
    /**
     * The measure's name as the viewer reads it (tooltip, legend, the map's label); the value column's name in words when left out.
     */
    value_title?: LocalizedText;
    /**
     * Number format of the value (tooltip and legend), a format_definition name such as money or integer.
     */
    format?: string;
    /**
     * Fill colour of the circles (CSS hex).
     */
    color?: string;
  };
  /**
   * Place map: one location (the first row of the query, or name/latitude/longitude given here when the widget has no query) as a marker on a US states map zoomed to it (bundled, no tile server), with pan/zoom, a tooltip and a caption.
   */
  place?: {
    /**
     * Column naming the place (caption and tooltip).
     */
    name_field?: string;
    /**
     * Column holding the latitude (degrees).
     */
    latitude_field?: string;
    /**
     * Column holding the longitude (degrees).
     */
    longitude_field?: string;
    /**
     * Columns joined into the address line under the name (caption and tooltip), in order; empty cells are skipped.
     */
    address_fields?: string[];
    /**
     * The place's name when the widget has no query.
     */
    name?: string;
    /**
     * The place's address when the widget has no query.
     */
    address?: string;
    /**
     * The place's latitude when the widget has no query.
     */
    latitude?: number;
    /**
     * The place's longitude when the widget has no query.
     */
    longitude?: number;
    /**
     * How close the map opens on the place, in multiples of the whole-country view (1 = the lower 48 states).
     */
    zoom?: number;
    /**
     * Colour of the marker (CSS hex).
     */
    color?: string;
  };
  /**
   * Traffic map: visits by location and hour (one row per location and hour) as circles sized by the visits of the chosen hour on a US states map (bundled, no tile server), with an hour strip of the day's totals to pick or play the hours, pan/zoom and tooltips.
   */
  traffic?: {
    /**
     * Column naming the location (tooltip).
     */
    name_field: string;
    /**
     * Column holding the latitude (degrees).
     */
    latitude_field: string;
    /**
     * Column holding the longitude (degrees).
     */
    longitude_field: string;
    /**
     * Column holding the hour of the day, 0 to 23.
     */
    hour_field: string;
    /**
     * Column holding the visits of that location in that hour.
     */
    value_field: string;
    /**
     * The measure's name as the viewer reads it (tooltip, legend, the line over the hour strip); the value column's name in words when left out.
     */
    value_title?: LocalizedText;
    /**
     * The hour shown first (0 to 23); the busiest hour of the day when left out.
     */
    hour?: number;
    /**
     * Number format of the visits (tooltip, legend, hour strip), a format_definition name such as integer.
     */
    format?: string;
    /**
     * Colour of the circles and of the hour strip (CSS hex).
     */
    color?: string;
  };
  /**
   * Download widget: the query's rows as files, and files of the tenant data folder.
   */
  download?: {
    /**
     * File formats offered for the rows, in order.
     *
     * @minItems 1
     */
    formats?: ('csv' | 'xlsx' | 'json')[];
    /**
     * Start with 'raw values' ticked: every digit as the query returned it instead of rounded to the column formats.
     */
    raw?: boolean;
    /**
     * Folder of the tenant data folder whose files are listed for download ('' for all of it); leave out to list none.
     */
    folder?: string;
  };
  /**
   * Timeline widget: dated events of the query, grouped by day, newest first.
   */
  timeline?: {
    /**
     * Column holding the event's date or date-time.
     */
    date_field: string;
    /**
     * Column holding the event's title.
     */
    title_field: string;
    /**
     * Column holding the event's type (picks its icon).
     */
    type_field?: string;
    /**
     * Column holding a line of detail.
     */
    detail_field?: string;
    /**
     * Icon per event type (a tabler icon name without 'icon-', e.g. 'truck'); unlisted types get a dot.
     */
    icons?: {
      [k: string]: string;
    };
  };
  /**
   * Select table widget: the query's rows as a table whose row selection publishes a filter to the dashboard's other widgets (cross-filtering). The selection is the dashboard filter named `field`: a chip in the filter bar (x removes it), kept in the address (?f=), combined with the date filter and the user's fixed filters.
   */
  selectTable?: {
    /**
     * Column whose value a selected row publishes, and the id of the dashboard filter (the condition name, e.g. region_id) the other widgets' queries already understand. The dashboard's filtering_show must define that filter.
     */
    field: string;
    /**
     * Several rows may be selected at once (multi select); otherwise a click replaces the selection.
     */
    multiple?: boolean;
    /**
     * The line above the table (default: 'Click a row to filter the dashboard').
     */
    label?: LocalizedText;
  };
  /**
   * Rewards widget: a leaderboard of points and badges, ranked by points.
   */
  rewards?: {
    /**
     * Column holding the person's (or team's) name.
     */
    name_field: string;
    /**
     * Column holding the points.
     */
    points_field: string;
    /**
     * Column holding the badges: a list, or text separated by commas.
     */
    badges_field?: string;
    /**
     * Column shown under the name (a store, a team).
     */
    subtitle_field?: string;
    /**
     * How many places the board shows (default 10).
     */
    limit?: number;
  };
  /**
   * Weather widget: one store's weather, its current day (the first row by date) and the outlook after it, from a query with a row per day (the demo's widgets_weather). Temperatures are read in °C and wind in km/h; every *_field names a column and defaults to the demo's column.
   */
  weather?: {
    /**
     * Temperature unit shown: celsius (wind in km/h) or fahrenheit (wind in mph).
     */
    unit?: 'celsius' | 'fahrenheit';
    /**
     * How many outlook days follow the current day (default 7).
     */
    days?: number;
    /**
     * Show the current day's precipitation chance and wind (default true).
     */
    show_details?: boolean;
    /**
     * Column of the day (default weather_date).
     */
    date_field?: string;
    /**
     * Column of the store's name (default store_name); rows of other stores than the first are left out.
     */
    store_field?: string;
    /**
     * Column shown under the store's name (default city_line).
     */
    place_field?: string;
    /**
     * Column of the day's low in °C (default temp_min_c).
     */
    min_field?: string;
    /**
     * Column of the day's high in °C (default temp_max_c).
     */
    max_field?: string;
    /**
     * Column of the condition code: sunny, partly_cloudy, cloudy, rain, storm, snow or fog (default condition).
     */
    condition_field?: string;
    /**
     * Column of the precipitation chance in % (default precip_pct).
     */
    precip_field?: string;
    /**
     * Column of the wind speed in km/h (default wind_kmh).
     */
    wind_field?: string;
  };
  /**
   * Video TV widget: a looping playlist for wall screens. Clips play muted (browsers autoplay only muted video), one after the other, back to the first after the last; → and ← (or PageDown and PageUp) skip. Addresses load from this site (the tenant data folder, /api/v2/tenant-files/data/…) or the tenant's security.content_origins.
   */
  videoTv?: {
    /**
     * The playlist. When empty or absent the query's rows are the playlist (url_field, title_field, duration_field).
     */
    items?: {
      /**
       * The clip's address (webm or mp4).
       */
      url: string;
      /**
       * Title shown over the clip.
       */
      title?: string;
      /**
       * Seconds after which the next clip starts, even before this one ends.
       */
      duration?: number;
    }[];
    /**
     * Column of the clip's address when the playlist comes from the query (default url).
     */
    url_field?: string;
    /**
     * Column of the clip's title when the playlist comes from the query.
     */
    title_field?: string;
    /**
     * Column of the clip's duration override in seconds when the playlist comes from the query.
     */
    duration_field?: string;
    /**
     * Show the clip's title over it (default true).
     */
    show_title?: boolean;
  };
  /**
   * Business card widget: one entity (a store) from the first row of the query: its picture, name, address, contact and KPIs. Each slot names a column; dashboard filters narrow the query like any widget's.
   */
  businessCard?: {
    /**
     * Column holding the entity's name (the card's title).
     */
    name_field: string;
    /**
     * Column shown under the name (a district, a category).
     */
    subtitle_field?: string;
    /**
     * Column holding the picture's address (the tenant data folder or an allowed origin).
     */
    image_field?: string;
    /**
     * Columns of the address, one line each, in order (street, then city and state).
     *
     * @maxItems 4
     */
    address_fields?: string[];
    /**
     * Column holding the phone number (shown as a tel: link).
     */
    phone_field?: string;
    /**
     * Column holding the contact e-mail (shown as a mailto: link).
     */
    email_field?: string;
    /**
     * The entity's figures, in order (at most 6).
     *
     * @maxItems 6
     */
    kpis?: Figure[];
  };
  /**
   * Profile card widget: the signed-in user's name, e-mail, role, tenant and initials, plus figures from the query's row of that user (optional).
   */
  profileCard?: {
    /**
     * Column of the query holding the user's key: the widget asks the query for that user's rows only (a where condition on this column) and reads the first.
     */
    user_field?: string;
    /**
     * Which of the signed-in user's attributes user_field holds.
     */
    user_key?: 'email' | 'username' | 'user_id';
    /**
     * The user's figures, in order (at most 6).
     *
     * @maxItems 6
     */
    figures?: Figure[];
  };
  /**
   * Quickstart widget: an onboarding checklist whose ticks are kept per user on the server.
   */
  quickstart?: {
    /**
     * The checklist, in order.
     *
     * @minItems 1
     * @maxItems 100
     */
    items: {
      /**
       * Stable id of the item (what the server keeps when it is ticked).
       */
      id: string;
      /**
       * What to do.
       */
      title: LocalizedText;
      /**
       * How, in a line.
       */
      description?: LocalizedText;
      /**
       * An address of the app to do it at (e.g. /retail/sales).
       */
      link?: string;
    }[];
  };
  /**
   * Photo feed and photo gallery: the pictures of the query's image-URL column.
   */
  photos?: {
    /**
     * Column holding the picture's address (this site, or an origin of the tenant's security.content_origins).
     */
    image_field: string;
    /**
     * Column holding the caption.
     */
    caption_field?: string;
    /**
     * Column holding the picture's title (a store).
     */
    title_field?: string;
    /**
     * Column holding when it was taken (the feed's order is the query's).
     */
    date_field?: string;
    /**
     * Pictures the feed adds each time it is scrolled to its end (default 6).
     */
    page_size?: number;
  };
  /**
   * Form builder widget: a form whose fields are the columns of a declared table (the table's JSON Schema, so the browser and the server validate by the same schema); a submission writes one row.
   */
  form?: {
    /**
     * A table declared in the tenant's tables/ folder ({tenant}/tables/{name}.json).
     */
    table: string;
    /**
     * Columns shown, in this order (default: every column of the table). A required column cannot be left out.
     */
    fields?: string[];
    /**
     * Columns this form requires besides those its table requires (the table's required columns always are): the browser marks them, and the server refuses a submission sent through this widget without them. Each is shown on the form.
     */
    required?: string[];
    /**
     * @rjsf uiSchema of the form: per column 'ui:widget' (textarea, radio, updown…), 'ui:placeholder', 'ui:help', 'ui:title'.
     */
    ui_schema?: {
      [k: string]: unknown;
    };
    /**
     * Text of the submit button (default: Submit).
     */
    submit_label?: LocalizedText;
  };
  /**
   * Dropzone widget: CSV, TSV, JSON or XLSX files dropped here are checked against a declared table, previewed and written after confirmation.
   */
  dropzone?: {
    /**
     * A table declared in the tenant's tables/ folder ({tenant}/tables/{name}.json).
     */
    table: string;
    /**
     * Offer to replace the table's rows instead of appending (super users and superusers only, as the server enforces).
     */
    allow_replace?: boolean;
  };
  /**
   * api table widget: the columns shown from the rows of a saved query on an http datasource, declared in order (field, label, format).
   */
  apiTable?: {
    /**
     * Columns shown, in this order; fields the rows lack are skipped.
     *
     * @minItems 1
     */
    columns: {
      /**
       * Key of the field in each row.
       */
      field: string;
      /**
       * Column title (default: the field, humanized).
       */
      label?: LocalizedText;
      /**
       * How values are shown (default: read from the values).
       */
      format?: ValueFormat;
    }[];
  };
}
/**
 * Chart options (vega-lite). xkey, ykey and series are reset when the query slug changes.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "graph".
 */
export interface Graph {
  /**
   * Chart type.
   */
  type?:
    | 'bar'
    | 'horizontal-bar'
    | 'stacked-bar'
    | 'line'
    | 'area'
    | 'point'
    | 'donut'
    | 'pie'
    | 'gauge'
    | 'heatmap'
    | 'multi-series';
  /**
   * Column on the x axis (or the category of pie and donut).
   */
  xkey?: string;
  /**
   * Title of the x axis (a string or {en, es, pt}); default: the x column's name in words.
   */
  xtitle?: LocalizedText;
  /**
   * Measure column(s) on the y axis.
   */
  ykey?: string | string[];
  /**
   * Measure column(s) drawn as a line over bars, on a second axis.
   */
  yline?: string | string[];
  /**
   * Series shown, with their labels and colours (default: one per ykey).
   *
   * Items: One series.
   */
  series?: {
    /**
     * Measure column of the series.
     */
    field: string;
    /**
     * Legend label (a string or {en, es, pt}).
     */
    title?: LocalizedText;
    /**
     * CSS colour.
     */
    color?: string;
    /**
     * Tooltip and axis format.
     */
    format?: ValueFormat;
  }[];
  /**
   * A full vega-lite spec used instead of the generated one (the widget injects its rows as the 'table' dataset).
   */
  spec?: {
    [k: string]: unknown;
  };
  /**
   * Look of a full spec (spec): 'dashboard' puts the dashboard's theme under what the spec states; 'vega-lite' draws it with vega-lite's own defaults, as on the vega-lite site.
   */
  theme?: 'dashboard' | 'vega-lite';
  /**
   * Types of the saved query's columns as the chart reads them, by column: 'temporal' (dates; integer years 1000..9999 become 1 January of the year), 'quantitative' (numbers), 'ordinal' or 'nominal' (categories, drawn as text: 2001, never 2,001). Encodings of a full spec that state no type get the declared one; a type the spec states is kept. Without a declaration an integer column of years on a temporal encoding is read as years, not milliseconds.
   */
  column_types?: {
    /**
     * The column's type.
     */
    [k: string]: 'temporal' | 'ordinal' | 'quantitative' | 'nominal';
  };
  /**
   * Most rows the chart draws; past it the chart draws the first ones and says 'Showing the first N of M rows' under the plot.
   */
  max_rows?: number;
}
/**
 * One KPI card: a value, optionally compared with another column and a goal.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "cardItem".
 */
export interface CardItem {
  /**
   * Card label (a string or {en, es, pt}).
   */
  title?: LocalizedText;
  /**
   * Column shown (first row).
   */
  field: string;
  /**
   * Format of the value.
   */
  format?: ValueFormat;
  /**
   * Column the value is compared with (trend arrow and change).
   */
  compare_field?: string;
  /**
   * Goal the value is measured against.
   */
  goal?: number;
  /**
   * Icon name.
   */
  icon?: string;
  /**
   * Accent CSS colour.
   */
  color?: string;
  /**
   * Help text under the value (a string or {en, es, pt}).
   */
  description?: LocalizedText;
}
/**
 * An input above the widget whose value is sent as a condition key.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "filterInput".
 */
export interface FilterInput {
  /**
   * Condition key the value is sent under.
   */
  name: string;
  /**
   * Initial value.
   */
  value?: string | number | boolean | null | (string | number | boolean)[];
  /**
   * Input control.
   */
  type?: 'text' | 'number' | 'date' | 'select' | 'checkbox' | 'slider';
  /**
   * Label.
   */
  title?: string;
  /**
   * Control options (e.g. min, max, step, options), passed as is.
   */
  config?: {
    [k: string]: unknown;
  };
  /**
   * Show a select of values next to the input.
   */
  withSelect?: boolean;
  /**
   * Format of the slider tooltip (a value format name).
   */
  formatTooltip?: string;
}
/**
 * Report tools (footer, super users only, needs a query slug).
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "reports".
 */
export interface Reports {
  /**
   * Show the report tools.
   */
  enabled?: boolean;
  /**
   * Reports offered.
   *
   * Items: A report type.
   */
  types?: ('profiling' | 'html' | 'eda')[];
  /**
   * CSV options of the profiling report.
   */
  csv?: {
    /**
     * Field delimiter.
     */
    delimiter?: string;
    /**
     * Which fields are quoted.
     */
    quoting?: 'all' | 'minimal' | 'nonnumeric' | 'none';
  };
}
/**
 * Author HTML shown in the widget: sanitized inline, or with raw: true as written in a sandboxed frame where no script runs.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "htmlBlock".
 */
export interface HtmlBlock {
  /**
   * The HTML.
   */
  html?: string;
  /**
   * Show it (a block without allow: true is not shown).
   */
  allow?: boolean;
  /**
   * Show the HTML as written (its styles and layout) in a sandboxed frame without scripts or same-origin access, instead of sanitizing it inline.
   */
  raw?: boolean;
  /**
   * Height in pixels of a raw block's frame; taller content scrolls (a sandboxed frame cannot tell the page its height).
   */
  height?: number;
}
/**
 * One figure of a business or profile card: a column of the row, its label and format.
 *
 * This interface was referenced by `WidgetParams`'s JSON-Schema
 * via the `definition` "figure".
 */
export interface Figure {
  /**
   * Column holding the value.
   */
  field: string;
  /**
   * Label (a string or {en, es, pt}); the column name when left out.
   */
  title?: LocalizedText;
  /**
   * Format of the value.
   */
  format?: ValueFormat;
}
