import { describe, expect, it } from 'vitest';
import { arcPath, gaugeFraction, gaugeModel, niceCeiling, valueSize } from './gauge-model.ts';

describe('gaugeModel', () => {
  it('reads value, target and max from the row; fields win over fixed numbers', () => {
    const model = gaugeModel(
      { revenue: '850', goal: 1000, top: 1250 },
      { value_field: 'revenue', target_field: 'goal', target: 5, max_field: 'top', max: 9, min: 0 },
    );
    expect(model).toMatchObject({ value: 850, target: 1000, max: 1250, min: 0 });
  });

  it('without a max, ends the scale at a round number above value and target', () => {
    expect(gaugeModel({ v: 72 }, { value_field: 'v', target: 90 })).toMatchObject({ max: 100 });
    expect(niceCeiling(0.93)).toBe(1);
    expect(niceCeiling(1210)).toBe(2000);
    expect(niceCeiling(0)).toBe(1);
  });

  it('turns relative band ends into values of the target and finds the current band', () => {
    const model = gaugeModel(
      { v: 95 },
      {
        value_field: 'v',
        target: 100,
        max: 120,
        relative: true,
        bands: [
          { to: 0.8, color: '#f00', label: 'Behind' },
          { to: 1, color: '#fa0' },
          { to: 2, color: '#0a0' },
        ],
      },
    );
    if ('problem' in model) throw new Error('no model');
    expect(model.bands.map((band) => [band.from, band.to])).toEqual([
      [0, 80],
      [80, 100],
      [100, 120],
    ]);
    expect(model.current?.color).toBe('#fa0');
  });

  it.each([[undefined], [{}], [{ v: 'n/a' }], [{ v: null }]])('has no value for %j', (row) => {
    expect(gaugeModel(row, { value_field: 'v' })).toEqual({ problem: 'noValue', field: 'v' });
  });

  it('places values on the half circle', () => {
    expect(gaugeFraction({ min: 0, max: 200 }, 50)).toBe(0.25);
    expect(gaugeFraction({ min: 0, max: 200 }, 500)).toBe(1);
    expect(gaugeFraction({ min: 10, max: 10 }, 5)).toBe(0);
    expect(arcPath(100, 100, 80, 0, 1)).toBe('M 20.00 100.00 A 80 80 0 0 1 180.00 100.00');
  });
});

describe('valueSize', () => {
  it.each([
    ['72%', 24],
    ['$ 166,700', 19],
    ['$ 12,345,678,901', 11],
  ])('sets %s at %d', (text, size) => {
    expect(valueSize(text)).toBe(size);
  });
});
