/** Number, date and text formatting shared with the server (runtime/core/format). */
export * from '../core/format/index.ts';
