import { describe, expect, it } from 'vitest';
import { manualTurns } from './chart-test-support.ts';
import { dailyRevenueRows } from './demo-rows.ts';
import { compile, type TopLevelSpec } from 'vega-lite';
import { createCompileCache } from './vega-compile-cache.ts';
import { runInIdleTime, warmUpSpecs, warmUpSteps, type PrepareWarmUp } from './vega-warmup.ts';

/** Prepared here (vega-lite from node_modules), as the server would. */
const prepareHere: PrepareWarmUp = async (spec) =>
  (await createCompileCache(undefined).prepare(spec)).runtime;

describe('runInIdleTime', () => {
  it('runs one step per idle period, in order', async () => {
    const clock = manualTurns();
    const ran: string[] = [];
    runInIdleTime(
      [() => ran.push('compile'), () => ran.push('embed')],
      clock.schedule,
      () => false,
    );
    expect(ran).toEqual([]);
    await clock.release();
    expect(ran).toEqual(['compile']);
    await clock.release();
    expect(ran).toEqual(['compile', 'embed']);
    expect(clock.pending).toBe(0);
  });

  it.each([
    ['before the first step', 0, []],
    ['between the steps', 1, ['compile']],
  ])('stops once a page chart starts %s', async (_when, stepsBefore, expected) => {
    const clock = manualTurns();
    const ran: string[] = [];
    let stopped = false;
    runInIdleTime(
      [() => ran.push('compile'), () => ran.push('embed')],
      clock.schedule,
      () => stopped,
    );
    for (let i = 0; i < stepsBefore; i += 1) await clock.release();
    stopped = true;
    await clock.release();
    await clock.release();
    expect(ran).toEqual(expected);
  });

  it('waits for a step that returns a promise, and ends on a failing step', async () => {
    const clock = manualTurns();
    const ran: string[] = [];
    let finish: () => void = () => undefined;
    runInIdleTime(
      [
        () => new Promise<void>((resolve) => (finish = resolve)),
        () => {
          ran.push('second');
          throw new Error('vega failed');
        },
        () => ran.push('third'),
      ],
      clock.schedule,
      () => false,
    );
    await clock.release();
    expect(clock.pending).toBe(0);
    finish();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await clock.release();
    expect(ran).toEqual(['second']);
    expect(clock.pending).toBe(0);
  });
});

describe('warmUpSpecs', () => {
  it('are sized demo charts that vega-lite compiles, rows inline in their table dataset', () => {
    const specs = warmUpSpecs();
    expect(specs).toHaveLength(3);
    for (const spec of specs) {
      const vega = compile(spec as unknown as TopLevelSpec).spec as {
        data?: { name?: string }[];
        width?: number;
        marks?: unknown[];
      };
      const table = vega.data?.find((set) => set.name === 'table') as { values?: unknown[] };
      expect(table.values?.length).toBeGreaterThan(0);
      expect(vega.width).toBe(320);
      expect(vega.marks?.length).toBeGreaterThan(0);
    }
  });

  it('draws the dated chart from times, as the chart widget does, not from date strings', () => {
    const [, , dated] = warmUpSpecs();
    const vega = compile(dated as unknown as TopLevelSpec).spec as { data?: { name?: string }[] };
    const table = vega.data?.find((set) => set.name === 'table') as {
      values: Record<string, unknown>[];
    };
    expect(table.values).toHaveLength(dailyRevenueRows.length);
    expect(typeof table.values[0]?.sale_date).toBe('number');
  });
});

describe('warmUpSteps', () => {
  it('prepares and runs the dataflow of each demo chart, one step each', async () => {
    for (const spec of warmUpSpecs()) {
      const steps = warmUpSteps(spec, () => undefined, prepareHere);
      expect(steps).toHaveLength(2);
      // No container here (no canvas in Node): the dataflow runs without a renderer.
      for (const step of steps) await step();
    }
  });

  it('a step after a failed one does nothing rather than throw', async () => {
    const [prepareStep, run] = warmUpSteps({ mark: 'no-such-mark' }, () => undefined, prepareHere);
    await expect(Promise.resolve().then(() => prepareStep?.())).rejects.toThrow();
    await expect(Promise.resolve(run?.())).resolves.toBeUndefined();
  });
});
