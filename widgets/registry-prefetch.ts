import type { WidgetCodeHooks } from '../runtime/widget-sdk/types.ts';

// Each `widgets/<type>/prefetch.ts` (optional) default-exports the type's code hooks. Kept
// apart from registry.ts, which loads every type's components: this one is light enough for
// the main bundle, where the route prefetch starts a page's chunks before it renders.
const modules = import.meta.glob<{ default: WidgetCodeHooks }>('./*/prefetch.ts', {
  eager: true,
});

const hooks = Object.values(modules).map((module) => module.default);

/** Starts loading every type's code a module page may need (failures: loaded again on use). */
export function prefetchWidgetCode(): void {
  for (const hook of hooks) hook.prefetch?.();
}

/** Starts loading the types' view chunks, once a dashboard's queries are issued. */
export function preloadWidgetViews(): void {
  for (const hook of hooks) void hook.preloadView?.().catch(() => undefined);
}
