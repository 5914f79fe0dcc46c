import { describe, expect, it } from 'vitest';
import { lastUpdateLine } from './last-update.ts';

const variables = {
  operational_date: '2026-11-14',
  last_update: '2026-11-15T05:30:00',
  label: 'nightly',
  empty: '',
};

describe('lastUpdateLine', () => {
  it.each([
    [
      { text: 'Data through', variable: 'operational_date', format: 'MMM D, YYYY', show: 'footer' },
      { show: 'footer', text: 'Data through Nov 14, 2026' },
    ],
    [
      {
        text: 'Last update:',
        variable: 'last_update',
        format: 'MMM D, YYYY h:mm A',
        show: 'header',
      },
      { show: 'header', text: 'Last update: Nov 15, 2026 5:30 AM' },
    ],
    [{ variable: 'operational_date' }, { show: 'footer', text: '11/14/2026' }],
    [
      { text: 'Load', variable: 'label', show: 'header' },
      { show: 'header', text: 'Load nightly' },
    ],
  ] as const)('%j', (lastUpdate, expected) => {
    expect(lastUpdateLine(lastUpdate, variables)).toEqual(expected);
  });

  it.each([
    ['es', 'Datos hasta 14/11/2026'],
    ['pt', 'Dados até 14/11/2026'],
    ['en', 'Data through 11/14/2026'],
  ] as const)('a translated text reads %s', (language, expected) => {
    const text = { en: 'Data through', es: 'Datos hasta', pt: 'Dados até' };
    const line = lastUpdateLine(
      {
        text,
        variable: 'operational_date',
        format: language === 'en' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
      },
      variables,
      language,
    );
    expect(line?.text).toBe(expected);
  });

  it.each([
    ['es', 'MMM D, YYYY', 'Datos hasta 14 nov 2026'],
    ['pt', 'MMM D, YYYY', 'Dados até 14 de nov. de 2026'],
    ['es', 'MMMM D, YYYY', 'Datos hasta 14 de noviembre de 2026'],
    ['en', 'MMM D, YYYY', 'Data through Nov 14, 2026'],
    ['es', 'DD/MM/YYYY', 'Datos hasta 14/11/2026'],
  ] as const)('month names follow the reader: %s, %s', (language, format, expected) => {
    const text = { en: 'Data through', es: 'Datos hasta', pt: 'Dados até' };
    const line = lastUpdateLine(
      { text, variable: 'operational_date', format },
      variables,
      language,
    );
    expect(line?.text).toBe(expected);
  });

  it.each([[undefined], [{ text: 'x' }], [{ variable: 'missing' }], [{ variable: 'empty' }]])(
    'no line for %j',
    (lastUpdate) => {
      expect(lastUpdateLine(lastUpdate, variables)).toBeUndefined();
    },
  );
});
