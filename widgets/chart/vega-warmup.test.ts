import { describe, expect, it } from 'vitest';
import { manualTurns } from './chart-test-support.ts';
import { dailyRevenueRows } from './demo-rows.ts';
import { compile, type TopLevelSpec } from 'vega-lite';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cutRows } from '../../runtime/core/charts/chart-prepare.ts';
import { forCanvas } from './canvas-spec.ts';
import {
  keptWarmUpRuntime,
  runInIdleTime,
  WARM_UP_VEGA,
  warmUpSpecs,
  warmUpSteps,
  type PrepareWarmUp,
} from './vega-warmup.ts';

/** Parsed from the kept Vega spec of the warm-up chart it is. */
const prepareKept: PrepareWarmUp = (spec) =>
  keptWarmUpRuntime(
    warmUpSpecs().findIndex((known) => JSON.stringify(known) === JSON.stringify(spec)),
    spec,
  );

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

describe('WARM_UP_VEGA', () => {
  it('is what vega-lite compiles the warm-up charts to, trimmed for the canvas, rows cut out', () => {
    const compiled = warmUpSpecs().map((spec) =>
      forCanvas(compile(cutRows(spec)?.bare as unknown as TopLevelSpec).spec as never),
    );
    if (process.env.UPDATE_WARM_UP === '1') {
      const file = fileURLToPath(new URL('./warm-up-charts.json', import.meta.url));
      writeFileSync(file, `${JSON.stringify(compiled, null, 2)}\n`);
    }
    expect(
      JSON.parse(JSON.stringify(compiled)),
      'stale: UPDATE_WARM_UP=1 npx vitest run widgets/chart/vega-warmup.test.ts',
    ).toEqual(WARM_UP_VEGA);
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
  it('parses and runs the dataflow of each demo chart, one step each', async () => {
    for (const spec of warmUpSpecs()) {
      const steps = warmUpSteps(spec, () => undefined, prepareKept);
      expect(steps).toHaveLength(2);
      // No container here (no canvas in Node): the dataflow runs without a renderer.
      for (const step of steps) await step();
    }
  });

  it('a step after a failed one does nothing rather than throw', async () => {
    const [prepareStep, run] = warmUpSteps({ mark: 'no-such-mark' }, () => undefined, prepareKept);
    await expect(Promise.resolve().then(() => prepareStep?.())).rejects.toThrow();
    await expect(Promise.resolve(run?.())).resolves.toBeUndefined();
  });
});
