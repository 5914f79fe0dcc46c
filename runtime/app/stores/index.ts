export * from './navigator-store.ts';
export * from './filtering-store.ts';
export * from './panel-store.ts';
export * from './widget-store.ts';
export * from './layout-store.ts';
