// What an owner says they do is read by where the verb stands and how it ends, for verbs no word
// list holds; each case is a word class or a sentence shape in one language, never one sentence.
import { describe, expect, it } from 'vitest';
import { extract } from './extract';
import { detectLanguage } from './language';
import { extractServices } from './services';

describe('any verb after a subject opens what the business offers', () => {
  it.each([
    [
      'We service bikes, fit e-bike conversions and sell helmets.',
      ['Service bikes', 'Fit e-bike conversions', 'Helmets'],
    ],
    ['Ich fotografiere Hochzeiten, Familien und Events.', ['Hochzeiten', 'Familien', 'Events']],
    [
      "J'organise des mariages, des baptêmes et des anniversaires.",
      ['Mariages', 'Baptêmes', 'Anniversaires'],
    ],
    ['Je restaure des meubles anciens et je fabrique des tables.', ['Meubles anciens', 'Tables']],
    [
      'Ik maak taarten, cupcakes en koekjes op bestelling.',
      ['Taarten', 'Cupcakes', 'Koekjes op bestelling'],
    ],
    ['Cuidamos jardines y podamos árboles.', ['Cuidar jardines', 'Podar árboles']],
    ['Produzimos queijos e enchidos.', ['Queijos', 'Enchidos']],
    ['Noi produciamo olio e vino.', ['Olio', 'Vino']],
  ])('"%s"', (text, services) => {
    // Lists read by different readers may come in another order; what matters is each item.
    expect([...extractServices(text)].sort()).toEqual([...services].sort());
  });

  it('ends a list where the next verb begins its own clause', () => {
    expect(
      extractServices('Produzimos queijos, enchidos e compotas e vendemos no mercado aos sábados.'),
    ).toEqual(['Queijos', 'Enchidos', 'Compotas']);
    expect(extractServices('Nous réparons des vélos et vendons des accessoires.')).toEqual([
      'Réparer des vélos',
      'Accessoires',
    ]);
  });

  it('keeps a French noun ending like a verb in the list ("boissons chaudes")', () => {
    expect(extractServices('Nous vendons du pain, des macarons et boissons chaudes.')).toEqual([
      'Pain',
      'Macarons',
      'Boissons chaudes',
    ]);
  });

  it('reads a verb after "and" that goes on with the subject ("wir sind … und bauen …")', () => {
    expect(
      extractServices(
        'Wir sind eine Tischlerei in Freiburg und bauen Küchen, Einbauschränke und Treppen.',
      ),
    ).toEqual(['Küchen', 'Einbauschränke', 'Treppen']);
  });

  it('reads a verb that also tells opening hours when it has an object ("Wij openen deuren")', () => {
    expect(
      extractServices('Wij openen deuren, vervangen sloten en plaatsen inbraakbeveiliging.'),
    ).toContain('Deuren');
  });

  it('keeps a noun that ends like a "we" verb ("Ramos de novia")', () => {
    expect(extractServices('Ramos de novia, centros de mesa y coronas.')).toContain(
      'Ramos de novia',
    );
  });
});

describe('a verb that says something else lists no service', () => {
  it.each([
    'We are a family bakery in York.',
    'We cover Bath, Bristol and Keynsham.',
    'We love dogs and cats.',
    'We work with schools, charities and councils.',
    'We take bookings by phone and email.',
    'I speak English and French.',
    'We help small businesses with bookkeeping and payroll.',
    'Trabajamos con empresas y particulares.',
    'Trabalhamos com empresas e particulares.',
    'Lavoriamo con privati e aziende.',
    'Nous travaillons avec des particuliers et des entreprises.',
    'Wir arbeiten mit Privatkunden und Firmen.',
    'Abrimos de lunes a viernes.',
    'Atendemos en Madrid y Toledo.',
    'Llevamos 20 años haciendo pan.',
    'Ik woon in Utrecht en werk als fotograaf.',
    'Wij openen om 9 uur en sluiten om 18 uur.',
  ])('"%s"', (text) => {
    expect(extractServices(text)).toEqual([]);
  });
});

describe('the business as the subject', () => {
  it('reads a verb right after the name and its place', () => {
    expect(extract('Ferramenta Rossi a Firenze vende utensili, vernici e colle.').services).toEqual(
      ['Utensili', 'Vernici', 'Colle'],
    );
    expect(extract('Good Dog Co grooms terriers, spaniels and poodles.').services).toEqual([
      'Terriers',
      'Spaniels',
      'Poodles',
    ]);
  });

  it('reads a list right after the name and a comma, less the place it ends with', () => {
    expect(
      extract(
        'Atelier Vélo Mistral, réparation de vélos, vente de vélos électriques et location à Marseille.',
      ).services,
    ).toEqual(['Réparation de vélos', 'Vente de vélos électriques', 'Location']);
  });
});

describe('what a kind of business is "for"', () => {
  it('is a list of services when it names things', () => {
    expect(
      extractServices(
        'Een fysiotherapiepraktijk in Enschede voor sportblessures, rugklachten en dry needling.',
      ),
    ).toEqual(['Sportblessures', 'Rugklachten', 'Dry needling']);
    expect(extractServices('Open for breakfast, lunch and dinner.')).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
    ]);
  });

  it('is an audience when it names people', () => {
    expect(
      extractServices('An online maths tutoring service for GCSE and A-level students.'),
    ).toEqual([]);
    expect(extractServices('Yoga classes for kids, teens and adults.')).toEqual(['Yoga classes']);
  });
});

describe('a price said after the towns', () => {
  it('prices the one service, for the unit said ("per half uur")', () => {
    const e = extract('Ik geef gitaarles aan huis in Zwolle en Kampen, 30 euro per half uur.');
    expect(e.services).toEqual(['Gitaarles']);
    expect(e.reach.serviceArea).toEqual(['Zwolle', 'Kampen']);
    expect(e.plans).toEqual([
      expect.objectContaining({ name: 'Gitaarles', price: 30, features: ['Per half uur'] }),
    ]);
  });
});

describe("a verb ending tells a short message's language", () => {
  it.each([
    ['Produzimos queijos e enchidos.', 'pt'],
    ['Consertamos telemóveis e tablets.', 'pt'],
    ['Noi produciamo olio e vino.', 'it'],
    ['Alquilamos bicis y vendemos cascos.', 'es'],
  ])('"%s" is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe('an action keeps its verb, a product stands alone', () => {
  it.each([
    [
      'Reparamos fugas, desentupimos canos e instalamos esquentadores.',
      ['Reparar fugas', 'Desentupir canos', 'Instalar esquentadores'],
    ],
    [
      'Wij repareren fietsen, verkopen tweedehands fietsen en doen onderhoudsbeurten.',
      ['Fietsen repareren', 'Tweedehands fietsen', 'Onderhoudsbeurten'],
    ],
    [
      'We repair boilers, fit radiators and sell thermostats.',
      ['Repair boilers', 'Fit radiators', 'Thermostats'],
    ],
    ['Vendemos pan y hacemos tartas.', ['Pan', 'Tartas']],
  ])('"%s"', (text, services) => {
    expect(extractServices(text)).toEqual(services);
  });

  it('names the objects alone when one verb governs them all ("bauen Küchen, …")', () => {
    expect(extractServices('Wir bauen Küchen, Einbauschränke und Treppen.')).toEqual([
      'Küchen',
      'Einbauschränke',
      'Treppen',
    ]);
  });
});

describe('what an item is for', () => {
  it('stays part of the item when more items follow ("composizioni per matrimoni, …")', () => {
    expect(
      extractServices(
        'Fiori di Lucia a Verona: composizioni per matrimoni, bouquet da sposa e piante da appartamento.',
      ),
    ).toEqual(['Composizioni per matrimoni', 'Bouquet da sposa', 'Piante da appartamento']);
  });

  it('ends the list when it names people', () => {
    expect(extractServices('We offer massages for couples, families and kids.')).toEqual([
      'Massages',
    ]);
  });

  it('never makes an amount a service ("Knippen 35 euro, kleuren vanaf 60 euro")', () => {
    expect(extractServices('Knippen 35 euro, kleuren vanaf 60 euro.')).toEqual([]);
  });
});

describe('the name after "my" and the kind of business, in every language', () => {
  it.each([
    ['Ik knip en kleur haar in mijn salon Haarwerk in Deventer.', 'Haarwerk'],
    ['Ho aperto il mio forno Pane Nostro a Bari.', 'Pane Nostro'],
    ['Abri a minha loja Flor de Sal em Aveiro.', 'Flor de Sal'],
  ])('"%s"', (text, name) => {
    expect(extract(text).businessName).toBe(name);
  });
});
