// @vitest-environment happy-dom
import { act, createElement as h, Fragment, useState } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR, { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { trackFetch, useFetching, useShownAfter } from './widget-fetches.ts';

// React's act() warnings need this flag in a non-Jest environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const roots: { unmount: () => void }[] = [];
afterEach(() => {
  act(() => {
    for (const root of roots.splice(0)) root.unmount();
  });
});

function mount(node: ReturnType<typeof h>): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  act(() => root.render(node));
  return host;
}

describe('useFetching', () => {
  it("follows a widget's revalidation, started through SWR, without re-rendering the rows' reader", async () => {
    const answers: ((rows: string) => void)[] = [];
    const fetcher = () =>
      trackFetch('rows', () => new Promise<string>((resolve) => answers.push(resolve)));
    let ownerRenders = 0;
    let mutate: ScopedMutator | undefined;
    // As the toolbar's spinner, inside its container (its effects run before the container's).
    function Spinner() {
      return h('span', { id: 'spinner' }, useFetching('rows') ? 'on' : 'off');
    }
    // As a widget's container: reads the rows only.
    function Owner() {
      ownerRenders += 1;
      mutate = useSWRConfig().mutate;
      const { data } = useSWR('rows', fetcher, { dedupingInterval: 0 });
      return h(Fragment, null, h(Spinner), h('span', { id: 'rows' }, data ?? 'none'));
    }
    const host = mount(h(SWRConfig, { value: { provider: () => new Map() } }, h(Owner)));
    const text = (id: string) => host.querySelector(`#${id}`)?.textContent;
    await act(async () => answers.shift()?.('first'));
    expect(text('rows')).toBe('first');
    expect(text('spinner')).toBe('off');
    const rendersWithRows = ownerRenders;

    // SWR revalidates a key through its first hook: the rows are asked for again.
    await act(async () => {
      void mutate?.('rows');
      await sleep(0);
    });
    expect(answers).toHaveLength(1);
    expect(text('spinner')).toBe('on');
    await act(async () => answers.shift()?.('first'));
    expect(text('spinner')).toBe('off');
    expect(text('rows')).toBe('first');
    expect(ownerRenders).toBe(rendersWithRows);
  });

  it.each([
    ['answers', (settle: { ok: () => void; fail: () => void }) => settle.ok()],
    ['fails', (settle: { ok: () => void; fail: () => void }) => settle.fail()],
  ])('is true until the fetch %s, and false without a key', async (_how, end) => {
    let settle = { ok: () => {}, fail: () => {} };
    const fetch = () =>
      new Promise<void>((resolve, reject) => {
        settle = { ok: resolve, fail: () => reject(new Error('down')) };
      });
    function Probe({ name }: { name?: string }) {
      return h('span', null, useFetching(name) ? 'on' : 'off');
    }
    const host = mount(h(Fragment, null, h(Probe, { name: 'a' }), h(Probe, {})));
    let running: Promise<void> | undefined;
    // The store tells its readers in a microtask: a tick inside act() lets React render.
    await act(async () => {
      running = trackFetch('a', fetch).catch(() => undefined);
      await sleep(0);
    });
    expect(host.textContent).toBe('onoff');
    await act(async () => {
      end(settle);
      await running;
      await sleep(0);
    });
    expect(host.textContent).toBe('offoff');
  });
});

describe('useShownAfter', () => {
  it.each([
    // flag true for, waited, shown
    [10, 60, false],
    [200, 80, true],
  ])(
    'a flag true for %i ms with a 40 ms delay, looked at after %i ms: shown %s',
    async (on, look, shown) => {
      let setFlag = (_flag: boolean) => {};
      const seen: boolean[] = [];
      function Probe({ initial }: { initial: boolean }) {
        const [flag, set] = useState(initial);
        setFlag = set;
        seen.push(useShownAfter(flag, 40));
        return null;
      }
      mount(h(Probe, { initial: true }));
      await act(async () => {
        await sleep(Math.min(on, look));
        if (on < look) setFlag(false);
        await sleep(Math.max(0, look - on));
      });
      expect(seen.includes(true)).toBe(shown);
      expect(seen[0]).toBe(false);
    },
  );

  it('hides at once when the flag ends', async () => {
    let setFlag = (_flag: boolean) => {};
    const seen: boolean[] = [];
    function Probe() {
      const [flag, set] = useState(true);
      setFlag = set;
      seen.push(useShownAfter(flag, 20));
      return null;
    }
    mount(h(Probe));
    await act(async () => sleep(60));
    expect(seen.at(-1)).toBe(true);
    act(() => setFlag(false));
    expect(seen.at(-1)).toBe(false);
  });
});
