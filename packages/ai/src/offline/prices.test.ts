import { describe, expect, it } from 'vitest';
import { extract } from './extract';

/** Each price the owner gave, as "name amount". */
const pricesIn = (message: string) => extract(message).plans.map((p) => `${p.name} ${p.price}`);

describe('a price in brackets prices the item before it', () => {
  it.each([
    [
      'I offer one-to-one personal training (£40 per session) and group classes.',
      'One-to-one personal training 40',
    ],
    [
      'Ofrecemos entrenamiento personal (40 € por sesión) y clases de grupo.',
      'Entrenamiento personal 40',
    ],
    [
      'Nous proposons du coaching individuel (45 € la séance) et des cours collectifs.',
      'Coaching individuel 45',
    ],
    ['Wir bieten Einzeltraining (ab 60 € pro Stunde) und Gruppenkurse.', 'Einzeltraining 60'],
    ['We do deep cleans (from $120) and weekly visits.', 'Deep cleans 120'],
  ])('%s', (message, price) => {
    expect(pricesIn(message)).toEqual([price]);
  });

  it('keeps the items on both sides of the bracket as services', () => {
    const { services } = extract(
      'I offer one-to-one personal training (£40 per session) and group classes.',
    );
    expect(services).toEqual(['One-to-one personal training', 'Group classes']);
  });
});

describe('a size said alone prices the previous item in that size', () => {
  it.each([
    [
      'Full groom for small dogs £45, medium £55, large £65.',
      [
        'Full groom for small dogs 45',
        'Full groom for medium dogs 55',
        'Full groom for large dogs 65',
      ],
    ],
    [
      'Baño completo para perros pequeños 30 €, medianos 35 €, grandes 40 €.',
      [
        'Baño completo para perros pequeños 30',
        'Baño completo para perros medianos 35',
        'Baño completo para perros grandes 40',
      ],
    ],
    [
      'Toilettage pour petits chiens 40 €, moyens 50 €.',
      ['Toilettage pour petits chiens 40', 'Toilettage pour moyens chiens 50'],
    ],
    [
      'Komplettpflege für kleine Hunde 45 €, mittlere 55 €, große 65 €.',
      [
        'Komplettpflege für kleine Hunde 45',
        'Komplettpflege für mittlere Hunde 55',
        'Komplettpflege für große Hunde 65',
      ],
    ],
    ['Cut for short hair £20, long £30.', ['Cut for short hair 20', 'Cut for long hair 30']],
    // "corte" is a size in Italian but the owner's "cut" here; "y" after "45 €" starts an item.
    [
      'Baño y corte para perros pequeños 35 €, medianos 45 € y grandes 55 €.',
      [
        'Baño y corte para perros pequeños 35',
        'Baño y corte para perros medianos 45',
        'Baño y corte para perros grandes 55',
      ],
    ],
    [
      'Bagno e taglio per cani piccoli 30 €, medi 40 € e grandi 50 €.',
      [
        'Bagno e taglio per cani piccoli 30',
        'Bagno e taglio per cani medi 40',
        'Bagno e taglio per cani grandi 50',
      ],
    ],
  ])('%s', (message, prices) => {
    expect(pricesIn(message)).toEqual(prices);
  });

  it('leaves an item that is not a size as the owner named it', () => {
    expect(pricesIn('Full groom for small dogs £45, nail trim £10.')).toEqual([
      'Full groom for small dogs 45',
      'Nail trim 10',
    ]);
  });
});
