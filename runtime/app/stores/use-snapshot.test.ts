// @vitest-environment happy-dom
import { createElement as h, Fragment, startTransition, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
// Compared with ours below: the blocking re-render it causes is what ours avoids.
// eslint-disable-next-line no-restricted-imports
import { useSnapshot as valtioSnapshot } from 'valtio';
import { useSnapshot } from './use-snapshot.ts';

type Hook = typeof useSnapshot;

/** Waits for React's scheduler (message-channel tasks) to finish the transition. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const roots: { unmount: () => void }[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
});

/** Renders `node` in a transition, as the app renders its pages and widgets. */
async function renderInTransition(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  startTransition(() => root.render(node));
  await settle();
  return host;
}

describe('useSnapshot', () => {
  it.each([
    ["valtio's", valtioSnapshot as Hook, 2],
    ['the app’s', useSnapshot, 1],
  ])(
    '%s: a change to a part a component did not read, made while a transition renders, costs it a render: %i',
    async (_name, hook, renders) => {
      const store = proxy({ shown: 'kept', other: 0 });
      let reader = 0;
      function Reader() {
        reader += 1;
        return h('span', null, hook(store).shown);
      }
      // Rendered after the reader in the same transition: as the session answer arriving while
      // the app's first render is under way, it changes the store in a part the reader never
      // read (once: a render of its own is no store change).
      let changed = false;
      function Arrival() {
        if (!changed) {
          changed = true;
          store.other += 1;
        }
        return null;
      }
      const host = await renderInTransition(h(Fragment, null, h(Reader), h(Arrival)));
      expect(host.textContent).toBe('kept');
      expect(reader).toBe(renders);
    },
  );

  it('re-renders with the new value when a part the component read changes', async () => {
    const store = proxy({ shown: 'first', other: 0 });
    function Reader() {
      return h('span', null, useSnapshot(store).shown);
    }
    const host = await renderInTransition(h(Reader));
    expect(host.textContent).toBe('first');
    store.shown = 'second';
    await settle();
    expect(host.textContent).toBe('second');
  });

  it('shows a part read for the first time as it is now, not as an earlier render saw it', async () => {
    const store = proxy({ flag: false, late: 'old' });
    let setOuter = (_value: number) => {};
    function Reader({ tick }: { tick: number }) {
      const snap = useSnapshot(store);
      return h('span', null, tick > 0 ? snap.late : String(snap.flag));
    }
    function Outer() {
      const [tick, setTick] = useState(0);
      setOuter = setTick;
      return h(Reader, { tick });
    }
    const host = await renderInTransition(h(Outer));
    expect(host.textContent).toBe('false');
    // Changed while unread: no render of the reader for it.
    store.late = 'new';
    await settle();
    // A render for another reason that reads it now must see the new value.
    startTransition(() => setOuter(1));
    await settle();
    expect(host.textContent).toBe('new');
  });
});
