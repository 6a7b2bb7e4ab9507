import { LANGUAGES } from '@zappy/locales/names';
import { describe, expect, it } from 'vitest';
import { industryOptions } from './industry-options';
import { INDUSTRIES } from './knowledge/industries';

describe('industry options', () => {
  it.each(LANGUAGES)('names every known kind of business once in %s', (language) => {
    const options = industryOptions(language);
    expect(options.map((o) => o.value).sort()).toEqual(INDUSTRIES.map((i) => i.key).sort());
    expect(options.every((o) => o.label.trim() !== '' && o.label !== o.value)).toBe(true);
  });

  it('names them in the language and orders them alphabetically there', () => {
    const es = industryOptions('es-MX');
    expect(es).toContainEqual({ value: 'bakery', label: 'Panadería' });
    const labels = es.map((o) => o.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es').compare));
  });
});
