/**
 * The app's way to read a store in a component: valtio's `useSnapshot`, with one difference
 * that keeps React's renders in slices.
 *
 * React renders a transition (the app's first render, a dashboard's widgets) in slices and,
 * before it commits, asks every store read during those slices whether it still holds what
 * the render saw; when one does not, React throws the slices away and renders everything
 * again in one blocking task. valtio answers that question with a fresh snapshot whenever the
 * store changed at all since the component's last commit, even in a part the component never
 * read. On a dashboard's first load the session, the programs and the modules arrive while
 * the first render is under way, and the root's tenant read then sent the whole render to a
 * blocking re-render: 60–95 ms in one task on the machine of 2026-11-27 (third session), on
 * every warm load, after the slices had already done that work.
 *
 * Here the answer is the snapshot the component rendered whenever the parts it read are
 * unchanged (proxy-compare's record of what it read, as valtio keeps it), so an unrelated
 * change is no change; a change in a part it read still re-renders it. During render the
 * snapshot is always the newest, as valtio's is: a part read for the first time must be
 * current.
 */
import { createProxy, isChanged } from 'proxy-compare';
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/** proxy-compare's cache of the proxies it hands out, shared as valtio shares it. */
const targetCache = new WeakMap<object, unknown>();

/** A render's view of `store`: re-renders when a part the component read changes. */
export function useSnapshot<T extends object>(store: T): Snapshot<T> {
  // The parts of each snapshot this component read (proxy-compare fills it as it reads; keyed
  // by snapshot, so another store's never mix in).
  const affected = useMemo(() => new WeakMap<object, unknown>(), []);
  // The snapshot last handed to React: what a render of this component saw.
  const handed = useRef<Snapshot<T> | undefined>(undefined);
  let rendering = true;
  // (A change between the render and this subscription needs no call here, as valtio makes:
  // React compares the snapshot again right after it subscribes.)
  const subscribeToStore = useCallback(
    (onChange: () => void) => subscribe(store, onChange),
    [store],
  );
  const current = useSyncExternalStore(subscribeToStore, () => {
    const next = snapshot(store);
    const seen = handed.current;
    if (!rendering && seen !== undefined && seen !== next) {
      try {
        if (!isChanged(seen, next, affected, new WeakMap())) return seen;
      } catch {
        // An unreadable record: the newest snapshot, as valtio does.
      }
    }
    handed.current = next;
    return next;
  });
  // What valtio does too: the snapshot function React keeps from this render is asked later,
  // outside render, and must tell the two apart.
  // eslint-disable-next-line react-hooks/immutability -- see above
  rendering = false;
  const proxyCache = useMemo(() => new WeakMap<object, unknown>(), []);
  return createProxy(current, affected, proxyCache, targetCache);
}
