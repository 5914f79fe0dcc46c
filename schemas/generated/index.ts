/**
 * Generated from schemas/*.schema.json by schemas/generate-types.ts. Do not edit by hand:
 * change the schema, then run `npm run schemas:types`.
 */
export * from './conditions';
export * from './dashboard';
export * from './datasource';
export * from './drilldown';
export * from './filter-item';
export * from './filter-rule';
export * from './filter-state';
export * from './filtering-show';
export * from './fiscal-month';
export * from './import';
export * from './layout-item';
export * from './localized-text';
export * from './log-payload';
export * from './module';
export * from './parameter';
export * from './program';
export * from './query-notebook';
export * from './saved-query';
export * from './session-payload';
export * from './table';
export * from './tenant';
export * from './user';
export * from './users';
export * from './widget-params';
export * from './widget';
