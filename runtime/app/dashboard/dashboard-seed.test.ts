// @vitest-environment happy-dom
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR, { mutate } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardDetail } from './dashboard-api.ts';
import { seedDashboard } from './dashboard-seed.ts';

/** Waits for React's scheduler (message-channel tasks) and SWR's fetches to finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const roots: { unmount: () => void }[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
});

const dashboard = (title: string) => ({ dashboard_id: 'd1', title }) as unknown as DashboardDetail;

/**
 * A component reading the key as DashboardView does (no `initial`: it revalidates on mount),
 * rendered in a transition as the page is; returns the titles each render saw.
 */
async function mountView(path: string, fetcher: () => Promise<DashboardDetail>) {
  const seen: (string | undefined)[] = [];
  function View() {
    const { data } = useSWR<DashboardDetail>(path, fetcher, {
      revalidateOnMount: true,
      revalidateOnFocus: false,
    });
    seen.push((data as { title?: string } | undefined)?.title);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  startTransition(() => root.render(h(View)));
  await settle();
  return seen;
}

describe('seedDashboard', () => {
  it('the view mounts with the seeded dashboard, and its revalidation on mount still updates it', async () => {
    const path = '/api/v2/dashboards/seeded';
    seedDashboard(path, dashboard('prefetched'));
    let calls = 0;
    const seen = await mountView(path, () => {
      calls += 1;
      return Promise.resolve(dashboard('revalidated'));
    });
    // The first render has the seeded answer (no empty render waiting for the fetch)...
    expect(seen[0]).toBe('prefetched');
    // ...and the mount's revalidation ran and its newer answer is shown.
    expect(calls).toBe(1);
    expect(seen.at(-1)).toBe('revalidated');
  });

  it('leaves a dashboard already in the cache as it is', async () => {
    const path = '/api/v2/dashboards/cached';
    await mutate(path, dashboard('cached'), { revalidate: false });
    seedDashboard(path, dashboard('prefetched'));
    const seen = await mountView(path, () => Promise.resolve(dashboard('cached')));
    expect(seen[0]).toBe('cached');
  });

  it('without a seed the first render has no dashboard (what the seed saves)', async () => {
    const seen = await mountView('/api/v2/dashboards/unseeded', () =>
      Promise.resolve(dashboard('fetched')),
    );
    expect(seen[0]).toBeUndefined();
    expect(seen.at(-1)).toBe('fetched');
  });
});
