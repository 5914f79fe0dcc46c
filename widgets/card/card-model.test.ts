import { describe, expect, it } from 'vitest';
import type { CardItem } from '../../schemas/generated/index.ts';
import {
  buildCardModel,
  deriveCards,
  guessFormat,
  humanizeColumn,
  sliderSettings,
  widgetCards,
} from './card-model.ts';

const kpiRow = {
  revenue: 4412723.19,
  revenue_prev: 4144487.88,
  units: '27406',
  units_prev: '26070',
  margin_pct: 0.18833,
  margin_pct_prev: 0.18926,
};
const kpiColumns = Object.keys(kpiRow);
const revenueCard: CardItem = {
  title: 'Revenue',
  field: 'revenue',
  format: 'moneyInteger',
  compare_field: 'revenue_prev',
};

describe('buildCardModel', () => {
  it('compares with the comparison period (up)', () => {
    const model = buildCardModel(revenueCard, { rows: [kpiRow], columns: kpiColumns });
    expect(model).toMatchObject({
      title: 'Revenue',
      variant: 'comparison',
      value: 4412723.19,
      display: '$ 4,412,723',
      previous: { value: 4144487.88, display: '$ 4,144,488' },
      delta: { direction: 'up', display: '6.5%' },
      row: kpiRow,
    });
    expect(model.series).toBeUndefined();
    expect(model.goal).toBeUndefined();
  });

  it('formats by the format definition and measures the goal (down, Spanish)', () => {
    const model = buildCardModel(
      { field: 'margin_pct', compare_field: 'margin_pct_prev', goal: 0.22 },
      { rows: [kpiRow], columns: kpiColumns, formats: { margin_pct: 'percent' }, locale: 'es' },
    );
    expect(model).toMatchObject({
      title: 'Margin pct',
      display: '18,83\u00a0%',
      delta: { direction: 'down', display: '0,5\u00a0%' },
      goal: { value: 0.22, display: '22,00\u00a0%', ratioDisplay: '86\u00a0%' },
    });
    expect(model.goal?.progress.reached).toBe(false);
  });

  it.each([
    ['es', 'Ingresos', 'vs. mismas fechas del año pasado'],
    ['pt', 'Receita', 'vs. mesmas datas do ano passado'],
    ['en', 'Revenue', 'vs. same dates last year'],
    ['de', 'Revenue', 'vs. same dates last year'],
  ])('shows a translated title and description in %s', (locale, title, description) => {
    const model = buildCardModel(
      {
        ...revenueCard,
        title: { en: 'Revenue', es: 'Ingresos', pt: 'Receita' },
        description: {
          en: 'vs. same dates last year',
          es: 'vs. mismas fechas del año pasado',
          pt: 'vs. mesmas datas do ano passado',
        },
      },
      { rows: [kpiRow], columns: kpiColumns, locale },
    );
    expect(model.title).toBe(title);
    expect(model.description).toBe(description);
  });

  it('has no description when the card has none', () => {
    const model = buildCardModel(revenueCard, { rows: [kpiRow], columns: kpiColumns });
    expect(model.description).toBeUndefined();
  });

  it('is a simple card without a comparison or dates', () => {
    const model = buildCardModel(
      { field: 'units', format: 'integer' },
      { rows: [kpiRow], columns: kpiColumns },
    );
    expect(model).toMatchObject({ variant: 'simple', value: 27406, display: '27,406' });
    expect(model.delta).toBeUndefined();
  });

  it('is a trend over a date column: latest value, sparkline oldest first', () => {
    const rows = [
      { sale_date: '2026-11-03', revenue: 300 },
      { sale_date: '2026-11-01', revenue: 100 },
      { sale_date: '2026-11-02', revenue: '200' },
    ];
    const model = buildCardModel(
      { field: 'revenue', format: 'money' },
      { rows, columns: ['sale_date', 'revenue'] },
    );
    expect(model).toMatchObject({
      variant: 'trend',
      value: 300,
      display: '$ 300.00',
      series: [100, 200, 300],
      asOf: '2026-11-03',
      row: rows[0],
    });
  });

  it('uses the first row when several rows have no date column', () => {
    const rows = [
      { brand: 'Lumina', revenue: 5 },
      { brand: 'Voltix', revenue: 3 },
    ];
    const model = buildCardModel({ field: 'revenue' }, { rows, columns: ['brand', 'revenue'] });
    expect(model).toMatchObject({ variant: 'simple', value: 5, display: '5' });
    expect(model.series).toBeUndefined();
  });

  it('applies the factor slider and falls back to its goal', () => {
    const model = buildCardModel(
      { field: 'units', compare_field: 'units_prev', format: 'integer' },
      { rows: [kpiRow], columns: kpiColumns, factor: 10, sliderGoal: 30000 },
    );
    expect(model.value).toBeCloseTo(30146.6);
    expect(model.display).toBe('30,147');
    expect(model.delta?.direction).toBe('up');
    expect(model.goal).toMatchObject({ value: 30000, ratioDisplay: '100%' });
    expect(model.goal?.progress.reached).toBe(true);
  });

  it.each<[unknown, string]>([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['Lumina', 'Lumina'],
  ])('shows %j as %j, without a delta', (raw, display) => {
    const model = buildCardModel(
      { field: 'v', compare_field: 'p', format: 'money' },
      { rows: [{ v: raw, p: 10 }], columns: ['v', 'p'] },
    );
    expect(model.display).toBe(display);
    expect(model.value).toBeUndefined();
    expect(model.delta).toBeUndefined();
  });

  it('shows no percent when the comparison value is 0', () => {
    const model = buildCardModel(
      { field: 'v', compare_field: 'p' },
      { rows: [{ v: 5, p: 0 }], columns: ['v', 'p'] },
    );
    expect(model.delta).toMatchObject({ direction: 'up', ratio: undefined, display: '' });
  });

  it('handles no rows', () => {
    const model = buildCardModel(revenueCard, { rows: [], columns: [] });
    expect(model).toMatchObject({ display: '—', value: undefined, row: undefined });
  });
});

describe('deriveCards and widgetCards', () => {
  it('derives one card per numeric column, paired with its _prev column', () => {
    expect(
      deriveCards(['region', ...kpiColumns], [{ region: 'East', ...kpiRow }], { revenue: 'money' }),
    ).toEqual([
      { field: 'revenue', title: 'Revenue', compare_field: 'revenue_prev' },
      { field: 'units', title: 'Units', format: 'integer', compare_field: 'units_prev' },
      {
        field: 'margin_pct',
        title: 'Margin pct',
        format: 'percentOne',
        compare_field: 'margin_pct_prev',
      },
    ]);
  });

  it('derives at most four cards, none from no rows', () => {
    const row = { a: 1, b: 2, c: 3, d: 4, e: 5 };
    expect(deriveCards(Object.keys(row), [row]).map((c) => c.field)).toEqual(['a', 'b', 'c', 'd']);
    expect(deriveCards(['a'], [])).toEqual([]);
  });

  it.each([
    ['margin_pct', 0.19, 'percentOne'],
    ['digital_share', 0.51, 'percentOne'],
    ['conversion_rate', 12.5, 'number'],
    ['units', 27406, 'integer'],
    ['revenue', 4412723.19, 'number'],
  ])('guesses %s = %d as %s', (column, value, expected) => {
    expect(guessFormat(column, value)).toBe(expected);
  });

  it('prefers the configured cards', () => {
    expect(widgetCards({ card: { cards: [revenueCard] } }, kpiColumns, [kpiRow])).toEqual([
      revenueCard,
    ]);
    expect(widgetCards({ card: { cards: [] } }, ['n'], [{ n: 1 }], { n: 'money' })).toEqual([
      { field: 'n', title: 'N' },
    ]);
  });
});

describe('humanizeColumn and sliderSettings', () => {
  it.each([
    ['digital_revenue', 'Digital revenue'],
    ['revenue-per-visit', 'Revenue per visit'],
    ['Units', 'Units'],
  ])('%s → %s', (column, expected) => {
    expect(humanizeColumn(column)).toBe(expected);
  });

  it('gives the slider the spec default goal 35', () => {
    expect(sliderSettings({})).toBeUndefined();
    expect(sliderSettings({ slider: {} })).toEqual({ factor: 0, goal: 35 });
    expect(sliderSettings({ slider: { factor: 2.5, goal: 50 } })).toEqual({
      factor: 2.5,
      goal: 50,
    });
  });
});

describe('buildCardModel with the date filter comparison period', () => {
  const previousRow = { ...kpiRow, revenue: 3900000, units: '25000', revenue_prev: 1 };
  const comparison = {
    rows: [previousRow],
    columns: kpiColumns,
    range: { start: '2026-10-01', end: '2026-10-14' },
  };

  it.each<[string, CardItem, number, 'up' | 'down' | 'flat']>([
    ['replaces compare_field with the period value', revenueCard, 3900000, 'up'],
    ['compares a card without compare_field', { field: 'units', format: 'integer' }, 25000, 'up'],
  ])('%s', (_name, card, previous, direction) => {
    const model = buildCardModel(card, { rows: [kpiRow], columns: kpiColumns, comparison });
    expect(model).toMatchObject({
      variant: 'comparison',
      previous: { value: previous },
      previousSource: 'period',
      comparisonRange: { start: '2026-10-01', end: '2026-10-14' },
      delta: { direction },
    });
  });

  it('reads the latest date of trend rows in both periods', () => {
    const rows = [
      { day: '2026-11-13', revenue: 10 },
      { day: '2026-11-14', revenue: 12 },
    ];
    const previous = [
      { day: '2026-10-14', revenue: 15 },
      { day: '2026-10-13', revenue: 9 },
    ];
    const model = buildCardModel(
      { field: 'revenue' },
      {
        rows,
        columns: ['day', 'revenue'],
        comparison: { rows: previous, columns: ['day', 'revenue'], range: comparison.range },
      },
    );
    expect(model).toMatchObject({
      value: 12,
      previous: { value: 15 },
      delta: { direction: 'down' },
    });
  });

  it('shows no previous value when the period has no rows', () => {
    const model = buildCardModel(revenueCard, {
      rows: [kpiRow],
      columns: kpiColumns,
      comparison: { ...comparison, rows: [] },
    });
    expect(model.previous).toBeUndefined();
    expect(model.delta).toBeUndefined();
    expect(model.comparisonRange).toEqual(comparison.range);
  });

  it("keeps compare_field's value without the comparison period", () => {
    const model = buildCardModel(revenueCard, { rows: [kpiRow], columns: kpiColumns });
    expect(model).toMatchObject({ previousSource: 'field', previous: { value: 4144487.88 } });
    expect(model.comparisonRange).toBeUndefined();
  });
});
