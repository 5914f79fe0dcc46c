// @vitest-environment happy-dom
import { act, createElement as h, Fragment, useState } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR, { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevalidating, useShownAfter } from './useRevalidating.ts';

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

describe('useRevalidating', () => {
  it("is true while the key's rows are fetched again, and the rows' reader does not re-render for it", async () => {
    const answers: ((rows: string) => void)[] = [];
    const fetcher = () => new Promise<string>((resolve) => answers.push(resolve));
    let ownerRenders = 0;
    let mutate: ScopedMutator | undefined;
    // As a widget's container: reads data only.
    function Owner() {
      ownerRenders += 1;
      mutate = useSWRConfig().mutate;
      const { data } = useSWR('rows', fetcher, { dedupingInterval: 0 });
      return h('span', { id: 'rows' }, data ?? 'none');
    }
    // As the toolbar's spinner.
    function Spinner() {
      return h('span', { id: 'spinner' }, useRevalidating('rows') ? 'on' : 'off');
    }
    const host = mount(
      h(
        SWRConfig,
        { value: { provider: () => new Map() } },
        h(Fragment, null, h(Owner), h(Spinner)),
      ),
    );
    const text = (id: string) => host.querySelector(`#${id}`)?.textContent;
    // The first load is a load, not a revalidation.
    expect(text('spinner')).toBe('off');
    await act(async () => answers.shift()?.('first'));
    expect(text('rows')).toBe('first');
    const rendersWithRows = ownerRenders;

    await act(async () => {
      void mutate?.('rows');
      await sleep(0);
    });
    expect(text('spinner')).toBe('on');
    await act(async () => answers.shift()?.('first'));
    expect(text('spinner')).toBe('off');
    expect(text('rows')).toBe('first');
    expect(ownerRenders).toBe(rendersWithRows);
  });

  it('is false without a key and fetches nothing', () => {
    let calls = 0;
    function Spinner() {
      return h('span', null, useRevalidating(undefined) ? 'on' : 'off');
    }
    const host = mount(
      h(
        SWRConfig,
        { value: { provider: () => new Map(), fetcher: () => (calls += 1) } },
        h(Spinner),
      ),
    );
    expect(host.textContent).toBe('off');
    expect(calls).toBe(0);
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
