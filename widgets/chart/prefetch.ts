/**
 * The chart type's code hooks for the app's route prefetch (widgets/registry-prefetch.ts):
 * light, in the main bundle, so they never pull vega in by themselves.
 */
import type { WidgetCodeHooks } from '../../runtime/widget-sdk/types.ts';
import { chartViewCode } from './chart-view-code.ts';

const hooks: WidgetCodeHooks = {
  prefetch() {
    // vega-lite's compiler is not loaded: the server prepares the charts (server-prepare.ts).
    void chartViewCode.preload().catch(() => undefined);
  },
  preloadView: () => chartViewCode.preload(),
};

export default hooks;
