/**
 * The chart type's code hooks for the app's route prefetch (widgets/registry-prefetch.ts):
 * light, in the main bundle, so they never pull vega in by themselves.
 */
import type { WidgetCodeHooks } from '../../runtime/widget-sdk/types.ts';
import { chartViewCode } from './chart-view-code.ts';
import { preloadCompilerIfNeeded } from './compiler-code.ts';

const hooks: WidgetCodeHooks = {
  prefetch() {
    void chartViewCode.preload().catch(() => undefined);
    // Before the widgets' queries take every connection to the server (compiler-code.ts).
    preloadCompilerIfNeeded();
  },
  preloadView: () => chartViewCode.preload(),
};

export default hooks;
