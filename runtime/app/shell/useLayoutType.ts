import { useEffect } from 'react';
import { layoutStore, type LayoutType } from '../stores/layout-store.ts';

/**
 * Records which layout frames the page (app-shell §3 "layout type") in the layout store, and
 * on `<html data-layout>` so page-wide CSS (and tests) can tell the frames apart.
 */
export function useLayoutType(type: LayoutType): void {
  useEffect(() => {
    layoutStore.layoutType = type;
    document.documentElement.dataset.layout = type;
  }, [type]);
}
