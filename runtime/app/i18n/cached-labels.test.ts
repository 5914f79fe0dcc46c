import { describe, expect, it } from 'vitest';
import { cachedLabels } from './cached-labels.ts';

/** A translator counting its lookups; keys it lacks come back as themselves (as i18next does). */
function counting(labels: Record<string, string>) {
  const asked: string[] = [];
  const t = (key: string) => {
    asked.push(key);
    return labels[key] ?? key;
  };
  return { t, asked };
}

describe('cachedLabels', () => {
  it('looks a label up once per language and namespace, across translators', () => {
    const first = counting({ 'toolbar.reload': 'Reload' });
    const labels = cachedLabels(first.t, 'en', 'test-widget');
    expect([labels('toolbar.reload'), labels('toolbar.reload')]).toEqual(['Reload', 'Reload']);
    // Another widget's toolbar, same language: no lookup at all.
    const second = counting({ 'toolbar.reload': 'Reload' });
    expect(cachedLabels(second.t, 'en', 'test-widget')('toolbar.reload')).toBe('Reload');
    expect(first.asked).toEqual(['toolbar.reload']);
    expect(second.asked).toEqual([]);
  });

  it.each([
    ['another language', 'es', 'test-widget', 'Recargar'],
    ['another namespace', 'en', 'test-other', 'Recargar'],
  ])('%s has its own labels', (_name, language, ns, expected) => {
    cachedLabels(counting({ 'toolbar.reload': 'Reload' }).t, 'en', 'test-widget')('toolbar.reload');
    const other = counting({ 'toolbar.reload': 'Recargar' });
    expect(cachedLabels(other.t, language, ns)('toolbar.reload')).toBe(expected);
    expect(other.asked).toEqual(['toolbar.reload']);
  });

  it('a missing key is asked again: its translation may arrive later', () => {
    const early = counting({});
    expect(cachedLabels(early.t, 'pt', 'test-late')('toolbar.late')).toBe('toolbar.late');
    const later = counting({ 'toolbar.late': 'Atrasado' });
    expect(cachedLabels(later.t, 'pt', 'test-late')('toolbar.late')).toBe('Atrasado');
  });
});
