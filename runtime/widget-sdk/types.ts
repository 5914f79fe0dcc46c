/**
 * The contract between the widget container and the widget types. Each widget type is one
 * folder under `widgets/` whose `index.ts` default-exports a {@link WidgetTypeDefinition};
 * `widgets/registry.ts` discovers them and maps legacy `classbase` names to types.
 */
import type { ComponentType } from 'react';
import type {
  Conditions,
  SessionPayload,
  Widget,
  WidgetParams,
} from '../../schemas/generated/index.ts';
import type { SpecWidgetName } from '../core/widgets/spec-names.ts';

/** One row of a saved query's result, as the server returns it. */
export type DataRow = Record<string, unknown>;

/** The data a widget shows: rows of its saved query, or none for static widgets. */
export interface WidgetData {
  rows: DataRow[];
  /** Column names in order (from the first row when the server sent no list). */
  columns: string[];
  /**
   * The query had more rows than its datasource's row_limit and the server sent the first
   * `rows.length`: the container says so under the widget.
   */
  truncated?: boolean;
}

/**
 * The comparison period's rows (app-shell §4): fetched when the date filter's comparison is
 * on, with the comparison range as firstdate/lastdate and isComparison set.
 */
export interface WidgetComparison {
  data: WidgetData | undefined;
  loading: boolean;
  /** The comparison range, yyyy-MM-dd. */
  range: { start: string; end: string };
  /** 'prev': the previous period; 'all': start of the year to the last date. */
  mode: 'prev' | 'all';
}

/** What the container hands to a widget type's component. */
export interface WidgetComponentProps {
  /** The widget as stored in the dashboard JSON, identity fields filled in. */
  widget: Widget;
  /** Its params (never undefined: `{}` when the widget has none). */
  params: WidgetParams;
  /** Query rows; undefined while the first load is in flight or for static widgets. */
  data: WidgetData | undefined;
  loading: boolean;
  /** A load error's message (the server's `message` when it sent one). */
  error: string | undefined;
  /** Size of the widget body in pixels, so charts fit their grid cell. */
  width: number;
  height: number;
  /** UI language ('en' | 'es' | 'pt'): number formats follow it. */
  locale: string;
  /** Re-run the widget's query (bypassing the cache). */
  reload: () => void;
  /** A click on a data point or row: the container opens the widget's drilldowns with it. */
  onDrilldown?: (row: DataRow) => void;
  /** The comparison period's rows, when the date filter's comparison is on (cards). */
  comparison?: WidgetComparison;
  /**
   * The conditions the container runs the widget's query with (dashboard filters, the
   * widget's own rules): types that fetch their own rows (the server-side table) send them.
   */
  conditions?: Conditions;
}

/** A widget type: one folder under `widgets/`. */
export interface WidgetTypeDefinition {
  /** Canonical type name, e.g. 'chart'. Unique across the registry. */
  type: string;
  /** Legacy `classbase` names that render with this type (widget-layer §3). */
  classbase: readonly string[];
  /**
   * The names of app-shell's widget catalogue this type covers ("datatable", "charts (bar)"…;
   * SPEC_WIDGET_NAMES in runtime/core/widgets/spec-names.ts); empty for types the spec does
   * not list. `navigator widgets` prints them.
   */
  specNames: readonly SpecWidgetName[];
  /** Human name for pickers ("Chart (Vega-Lite)"). */
  label: string;
  /** Whether it runs the widget's saved query (static types: iframe, image, markdown). */
  needsData: boolean;
  /**
   * JSON Schema of the params this type reads: a subset of widget-params.schema.json
   * (`$ref`s into it), so the builder generates this type's settings tab from it.
   */
  paramsSchema: Record<string, unknown>;
  /** @rjsf uiSchema layout hints for the builder form. */
  uiSchema: Record<string, unknown>;
  /** Params a new widget of this type starts with. */
  defaults: Partial<WidgetParams>;
  Component: ComponentType<WidgetComponentProps>;
  /**
   * Conditions this type adds to its query from the signed-in user (the profile card asks for
   * that user's row only), over every other layer. Called with undefined before the session
   * is known: the container runs no query until it returns conditions for a user. The
   * dashboard's and the panel's where do not apply to such a type (the user's own figures, not
   * the selection's); dates do. This picks rows for display; what a user may read is still the
   * server's business.
   */
  userConditions?: (params: WidgetParams, user: SessionPayload | undefined) => Conditions | null;
  /**
   * The dashboard filter a widget of this type publishes with useCrossFilter (the select
   * table's field), if any: its own query runs without that filter, so every row stays
   * selectable (the user's fixed filters still apply).
   */
  publishedFilter?: (params: WidgetParams) => string | undefined;
}

/**
 * A type's optional code hooks (`widgets/<type>/prefetch.ts`), which the app's route prefetch
 * runs through widgets/registry-prefetch.ts. They must stay light: they are in the main bundle.
 */
export interface WidgetCodeHooks {
  /** Starts loading the code a page with this type needs, as soon as the address is known. */
  prefetch?: () => void;
  /** Loads the type's view chunk; the dashboard calls it once the widgets' queries are issued. */
  preloadView?: () => Promise<unknown>;
}
