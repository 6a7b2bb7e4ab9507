import { RequirementsSchema } from '@zappy/contract/requirements';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import { describe, expect, it } from 'vitest';
import { notUsedItems } from './not-used';

const message = (content: string): WizardChatMessage => ({
  id: 'm1',
  type: 'user',
  content,
  timestamp: new Date(0).toISOString(),
});

const listed = (content: string, held: Record<string, unknown>) =>
  notUsedItems([message(content)], RequirementsSchema.parse(held), []).map((item) => item.text);

describe('"Not used yet" leaves out clauses of function words alone', () => {
  it.each([
    ['Een', {}],
    ['een', {}],
    ['Open', {}],
    ['Fazemos', {}],
    ['Abertos', {}],
    ['Aperti', {}],
    ['Telefone', {}],
    ['Mon email', {}],
    ['Wir sind', {}],
    ['Nous sommes ouverts', {}],
    ['Llámanos', {}],
    ['Bel ons, het adres', {}],
    ['Fazemos pão, Telefone 912 345 678', { specialties: ['Pão'] }],
    ['Pas de préférence', {}],
    ['Geen voorkeur!', {}],
    ['Nessuna preferenza', {}],
    ['keine Präferenz', {}],
    ['Ensuite', {}],
  ])('does not list "%s" when no content word is left', (content, held) => {
    const left = listed(content, held).filter((t) => !/\d/.test(t));
    expect(left).toEqual([]);
  });

  it.each([
    ['Fazemos bolos de casamento', 'Fazemos bolos de casamento'],
    ['Aperti anche la domenica mattina', 'Aperti anche la domenica mattina'],
    ['Een gratis proefles', 'Een gratis proefles'],
    ['Mon email professionnel', 'Mon email professionnel'],
  ])('still lists "%s", which holds a content word', (content, text) => {
    expect(listed(content, {})).toEqual([text]);
  });
});
