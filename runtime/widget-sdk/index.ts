/**
 * The widget SDK: the only part of the app a widget type (widgets/<type>/) may import
 * (eslint.config.js and tests/repo/widget-boundary.test.ts enforce it). Widgets may also
 * import runtime/core, schemas and npm packages; the app knows widgets only through
 * widgets/registry.ts. See docs/widgets.md.
 */
export type {
  DataRow,
  WidgetComparison,
  WidgetComponentProps,
  WidgetData,
  WidgetTypeDefinition,
} from './types.ts';
export * from './slots.ts';
export * from './data.ts';
export * from './api-fetch.ts';
export * from './scheduling.ts';
export * from './tooltips.ts';
export * from './format.ts';
export {
  defineWidgetMessages,
  WIDGET_LANGUAGES,
  type WidgetMessages,
  type WidgetText,
} from './widget-text.ts';
export { paramsRef, WIDGET_PARAMS_SCHEMA_ID } from './params-ref.ts';
export {
  storyProps,
  storySignIn,
  WidgetStoryFrame,
  type WidgetStoryFrameProps,
} from './story-support.tsx';
export * from './api-fetch.ts';
export * from './export.ts';
export * from './authed-image.ts';
export * from './session.ts';
export {
  CrossFilterProvider,
  useCrossFilter,
  type CrossFilter,
  type CrossFilterContextValue,
} from './cross-filter.ts';
