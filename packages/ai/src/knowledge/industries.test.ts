import { describe, expect, it } from 'vitest';
import { matchIndustries } from './industries';

const first = (text: string) => matchIndustries(text)[0]?.industry.key;

describe('matching a description to an industry', () => {
  it('files a data consultant who builds dashboards as a consultancy, not a software product', () => {
    expect(
      first(
        'I am an independent data consultant. I help startups set up their analytics, build dashboards and automate reporting.',
      ),
    ).toBe('consulting');
  });

  it('still reads a software product from its own words', () => {
    expect(first('A SaaS dashboard that automates invoicing for freelancers')).toBe('saas');
  });
});

describe('a trade named with what it is done to', () => {
  it.each([
    'Somos una peluquería canina en Sevilla',
    'Peluquería para perros y gatos en Madrid',
    'Un petit salon pour chiens à Lyon',
    'Hundesalon Bello in Köln',
    'Friseur für Hunde in Berlin',
    'Salone per cani a Roma',
    'Banho e tosa para cães no Porto',
    'Trimsalon voor honden in Utrecht',
    'מספרה לכלבים בחיפה',
    'صالون تجميل للكلاب في دبي',
    'A small dog hotel near Leeds',
  ])('files %s as pet care', (text) => {
    expect(first(text)).toBe('pet');
  });

  it('keeps a salon that names animals in another clause', () => {
    expect(first('Hair salon in Leeds, and on Sundays we also walk dogs')).toBe('salon');
  });
});

describe('matching whole words, not letters inside them', () => {
  it.each([
    ['Bicicletaria Pedal em Braga', 'auto'],
    ['Fahrradladen Speiche in Köln', 'auto'],
    ['Magasin de vélos à Lyon', 'auto'],
    ['Fietsenmaker De Spaak in Delft', 'auto'],
    ['Barbearia do Zé em Lisboa', 'salon'],
    ['A cocktail bar in Leeds', 'bar'],
  ])('files %s as %s', (text, key) => {
    expect(first(text)).toBe(key);
  });

  it('reads no bar in a barber, no café inside another word', () => {
    expect(matchIndustries('Barbershop Fade').map((m) => m.industry.key)).not.toContain('bar');
    expect(matchIndustries('Bicafés Imports').map((m) => m.industry.key)).not.toContain('cafe');
  });
});
