// @vitest-environment happy-dom
/**
 * widget-layer §4, §9: an iframe widget refreshes by clearing its url, then setting it again
 * after 50 ms (to params.refresh.url when that names another address).
 */
import { act, createElement as h, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IFRAME_RESET_MS, useResettableUrl } from './useAutoRefresh.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

/** Renders a frame's url through the hook and hands its reset to the test. */
function mount(url: string, refreshUrl?: string): { seen: () => string; reset: () => void } {
  let reset = () => undefined as void;
  let seen = '';
  function Frame() {
    const state = useResettableUrl(url, refreshUrl);
    seen = state.url ?? '';
    useEffect(() => {
      reset = state.reset;
    });
    return h('iframe', { src: state.url });
  }
  const host = document.createElement('div');
  root = createRoot(host);
  act(() => root?.render(h(Frame)));
  return { seen: () => seen, reset: () => act(() => reset()) };
}

describe('useResettableUrl', () => {
  it.each([
    ['https://a.example/x', undefined, 'https://a.example/x'],
    ['https://a.example/x', 'https://a.example/fresh', 'https://a.example/fresh'],
  ])('%s (refresh url %s): cleared, then %s after 50 ms', (url, refreshUrl, after) => {
    expect(IFRAME_RESET_MS).toBe(50);
    const frame = mount(url, refreshUrl);
    expect(frame.seen()).toBe(url);
    frame.reset();
    expect(frame.seen()).toBe('');
    act(() => vi.advanceTimersByTime(IFRAME_RESET_MS - 1));
    expect(frame.seen()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(frame.seen()).toBe(after);
  });
});
