export * from './numeric';
export * from './number-format';
export * from './format-value';
export * from './ui-language';
export * from './round-value';
export * from './localized-text';
