/**
 * The chart view's chunk (vega and vega-tooltip, ~550 KB): it loads with a dashboard,
 * not with the app. One loader for the route prefetch, which starts it as soon as the address
 * is known, and for the chart widget, which renders it (runtime/app/shell/LoadableComponent).
 */
import { loadableChunk } from '../../runtime/widget-sdk/scheduling.ts';

export const chartViewCode = loadableChunk(() => import('./ChartView.tsx'));
