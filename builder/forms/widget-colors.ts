/**
 * The seven predefined widget colours (widget-layer §9), offered as swatches for the toolbar
 * colour, series and card accents. Any other CSS colour can still be typed.
 */
export const WIDGET_COLORS = [
  { name: 'Blue', value: '#1c7ed6' },
  { name: 'Teal', value: '#0ca678' },
  { name: 'Green', value: '#37b24d' },
  { name: 'Yellow', value: '#f59f00' },
  { name: 'Orange', value: '#f76707' },
  { name: 'Red', value: '#e03131' },
  { name: 'Violet', value: '#7048e8' },
] as const;

/** Factor slider limits of widget-layer §9. */
export const FACTOR_SLIDER = { min: -100, max: 100, step: 0.5, defaultGoal: 35 } as const;
