// Sentence shapes the brief corpus found the reader losing, each tried in several languages and
// against the sentence it must not be confused with.
import { describe, expect, it } from 'vitest';
import { matchIndustries } from '../knowledge/industries';
import { extract, extractAddress, extractPhone, extractPlace } from './extract';
import { extractServices } from './services';
import { extractPlans } from './facts';
import { extractName } from './names';
import { readReach } from './reach';

describe('a name said in passing', () => {
  it.each([
    [
      'Wij zijn een mobiele fietsenmaker: Fietsdokter aan Huis. We komen bij u thuis.',
      'Fietsdokter aan Huis',
    ],
    ['Mobile dog groomer: Paws on Wheels. Call 0117 555 111', 'Paws on Wheels'],
    [
      'Wir sind ein mobiler Hundefriseur: Fellzauber, unterwegs in Hamburg, Norderstedt und Pinneberg.',
      'Fellzauber',
    ],
    ['אינסטלטור עד הבית: שרברבות כהן, עובדים בחיפה, קריות ונשר.', 'שרברבות כהן'],
    ['سباك متنقل نأتي إلى منزلك: سباكة الأمين، نعمل في دبي والشارقة.', 'سباكة الأمين'],
  ])('alone after a colon: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    ['Lezioni di chitarra online con Corde Libere. Lezione singola 30 €.', 'Corde Libere'],
    ['Piano lessons with Maria in Leeds, £30 an hour.', 'Maria'],
    ['Cours de yoga en ligne avec Souffle Clair.', 'Souffle Clair'],
    ['שיעורי גיטרה אונליין עם מיתרים. שיעור בודד 120 ₪.', 'מיתרים'],
    ['دروس لغة إنجليزية عبر الإنترنت مع أكاديمية النجاح.', 'أكاديمية النجاح'],
  ])('after lessons and "with": "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    ['We need a page for our charity shop, Second Chances, in Ipswich.', 'Second Chances'],
    ['Online bijlesbureau Slim Leren: wiskunde, Engels en natuurkunde.', 'Slim Leren'],
    ['نادي القوة الرياضي في الرياض، مفتوح 24 ساعة.', 'نادي القوة الرياضي'],
  ])('beside the kind of business: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    'Wij zijn een bakkerij in Utrecht.',
    'Nous sommes une boulangerie à Lyon.',
    'Online courses: Excel, Word and Python.',
    'Yoga classes with a view of the sea in Brighton.',
  ])('no name in "%s"', (text) => {
    expect(extractName(text)).toBeUndefined();
  });
});

describe('what a place has ("with a sauna")', () => {
  it.each([
    [
      'Iron Temple Gym in Leeds is open 24 hours, with a sauna and free weights.',
      ['Sauna', 'Free weights'],
    ],
    ['Gimnasio Titán en Bilbao abre 24 horas, con sauna y piscina.', ['Sauna', 'Piscina']],
    ['Sportschool Kracht in Eindhoven is 24 uur per dag open, met sauna.', ['Sauna']],
    [
      'Old Mill Books is a bookshop in Hay-on-Wye with a reading room and a café.',
      ['Reading room', 'Café'],
    ],
    ['חדר כושר אריה בירושלים, פתוח 24 שעות, עם סאונה.', ['סאונה']],
    ['نادي القوة في الرياض، مفتوح 24 ساعة، مع ساونا.', ['ساونا']],
  ])('"%s"', (text, services) => {
    expect(extractServices(text)).toEqual(services);
  });

  it.each([
    'Panadería Sol en Sevilla, con 48 horas de antelación.',
    'Pizzeria a Napoli dal 2015, con 10 anni di esperienza.',
    'O Tasco do Zé em Coimbra, com o melhor bacalhau à brás da cidade.',
  ])('a notice, a figure or "the best" is not an amenity: "%s"', (text) => {
    expect(extractServices(text)).not.toContainEqual(expect.stringMatching(/^\d|melhor/iu));
  });
});

describe('lists', () => {
  it('keeps "and" inside an English item before the last comma', () => {
    expect(
      extractServices('A seafood restaurant serving fish and chips, crab sandwiches and lobster.'),
    ).toEqual(['Fish and chips', 'Crab sandwiches', 'Lobster']);
  });

  it('reads the unpriced items of a sentence that prices another', () => {
    expect(
      extractServices(
        'Self assessment tax returns from £150, bookkeeping and payroll for small firms.',
      ),
    ).toEqual(['Bookkeeping', 'Payroll']);
  });

  it.each([
    ['Peak Climbing Wall in Sheffield. We also run kids parties.', ['Kids parties']],
    ['Je donne des cours de piano à domicile à Lyon.', ['Cours de piano']],
    ['I give guitar lessons in Leeds.', ['Guitar lessons']],
    [
      'O Tasco do Zé é um restaurante em Coimbra com o melhor bacalhau à brás da cidade.',
      ['Bacalhau à brás'],
    ],
  ])('"%s"', (text, services) => {
    expect(extractServices(text)).toEqual(services);
  });

  it('"we run a bakery" names no service', () => {
    expect(extractServices('We run a bakery in Leeds.')).toEqual([]);
  });

  it('a highlight inside a service is not a trait of the business', () => {
    const ex = extract(
      'Bloom & Vine, a florist in Brooklyn. We do weddings and same-day bouquets.',
    );
    expect(ex.services).toContain('Same-day bouquets');
    expect(ex.highlights).toEqual([]);
    expect(extract('We are a family-owned bakery in Leeds.').highlights).toEqual(['Family-owned']);
  });
});

describe('places, phones and prices', () => {
  it('an abbreviation after "in" is a subject unless it is a place', () => {
    expect(extractPlace('We train teams in SQL. Fully remote.')).toEqual({});
    expect(extractServices('We build dashboards and train teams in SQL.')).toContain(
      'Train teams in SQL',
    );
    expect(extractPlace('We cater events in NYC.')).toEqual({ city: 'NYC' });
  });

  it('reads a region after "the"', () => {
    expect(extractPlace('Guided hikes in the Lake District.')).toEqual({ city: 'Lake District' });
    expect(extractPlace('In the morning we bake.')).toEqual({});
  });

  it('a phone number after a price is not joined to it', () => {
    expect(extractPhone('Puncture repair £15, full service £65. 07700 900777')).toBe(
      '07700 900777',
    );
    expect(extractPhone('Call (555) 010-2030 today')).toBe('(555) 010-2030');
  });

  it('reads riyals, dirhams and pounds in Arabic', () => {
    expect(extractPlans('الاشتراك الشهري 200 ريال', []).plans[0]).toMatchObject({
      name: 'الاشتراك الشهري',
      price: 200,
      currency: 'SAR',
    });
    expect(extractPlans('قص الشعر 50 درهم', []).plans[0]?.currency).toBe('AED');
  });

  it('an article before a preposition is a word of the item ("Les van een uur")', () => {
    expect(extractPlans('Les van een uur 35 €.', []).plans[0]?.name).toBe('Les van een uur');
    expect(extractPlans('Les cours de piano 30 €', []).plans[0]?.name).toBe('Cours de piano');
  });
});

describe('the kind of business in Arabic', () => {
  it('a plumber is not a spa, and lessons are teaching', () => {
    expect(matchIndustries('سباك متنقل: سباكة الأمين')[0]?.industry.key).toBe('plumbing');
    expect(matchIndustries('مركز سبا للاسترخاء في دبي')[0]?.industry.key).toBe('spa');
    expect(matchIndustries('دروس لغة إنجليزية عبر الإنترنت')[0]?.industry.key).toBe('education');
    expect(matchIndustries('دروس بيانو في عمّان')[0]?.industry.key).toBe('music');
  });
});

describe('a second round of businesses no test described', () => {
  it('reads "s’appelle" with a typographic apostrophe, as phones write it', () => {
    expect(extractName('Mon studio s’appelle Lumière Douce, à Bordeaux.')).toBe('Lumière Douce');
  });

  it('reads a name between the kind of business and its place', () => {
    expect(extractName('Academia de inglés Speak Up en Zaragoza.')).toBe('Speak Up');
    expect(extractName('Studio dentistico Sorriso Sano a Torino: igiene dentale.')).toBe(
      'Sorriso Sano',
    );
  });

  it('reads thousands grouped with a space ("1 200 €")', () => {
    expect(extractPlans('Reportage complet 1 200 €, séance engagement 250 €.', []).plans).toEqual([
      expect.objectContaining({ name: 'Reportage complet', price: 1200 }),
      expect.objectContaining({ name: 'Séance engagement', price: 250 }),
    ]);
  });

  it('who an item is for is an aside; the list goes on after it', () => {
    expect(
      extractServices('Damos clases para niños, adultos y preparación de exámenes oficiales.'),
    ).toEqual(['Clases', 'Preparación de exámenes oficiales']);
    expect(extractServices('Hacemos cerámica para niños y cumpleaños.')).toEqual([
      'Cerámica',
      'Cumpleaños',
    ]);
    expect(
      extractServices('Wir bieten Kurse für Kinder und Erwachsene, Workshops und Ferienprogramme.'),
    ).toEqual(['Kurse', 'Workshops', 'Ferienprogramme']);
  });

  it('"en" before a place is "in" outside Dutch, not a list', () => {
    expect(extractServices('Academia de inglés Speak Up en Zaragoza.')).toEqual([]);
  });

  it('reads the place after Dutch "uit" and the kind of business of a painter and a language school', () => {
    expect(extract('Hovenier Groen & Zo uit Haarlem.').city).toBe('Haarlem');
    expect(matchIndustries('Malerbetrieb Farbwerk aus Freiburg')[0]?.industry.key).toBe(
      'construction',
    );
    expect(matchIndustries('Academia de inglés Speak Up en Zaragoza')[0]?.industry.key).toBe(
      'education',
    );
    expect(matchIndustries('Academia Força Total em Curitiba')[0]?.industry.key).toBe('fitness');
  });

  it('knows a Portuguese trainer who goes to the clients’ homes is mobile, and Italian without function words', () => {
    expect(
      extract('Sou personal trainer e atendo em casa dos clientes em Lisboa, Oeiras e Cascais.')
        .reach.serviceMode,
    ).toBe('mobile');
    expect(
      extract('Studio dentistico Sorriso Sano a Torino: igiene dentale, sbiancamento e ortodonzia.')
        .language,
    ).toBe('it');
    expect(
      extract('Dough Bros Pizzeria, Galway. Neapolitan pizza, calzone and tiramisu.').language,
    ).toBe('en');
  });
});

describe('a third round of businesses no test described', () => {
  it('reads Arabic "its name is" and the city before it', () => {
    const ex = extract('مرحبا، عندي صالون حلاقة في جدة اسمه صالون الأناقة.');
    expect([ex.businessName, ex.city]).toEqual(['صالون الأناقة', 'جدة']);
  });

  it('starts the next item after an Arabic or Hebrew "and" joined to it after a price', () => {
    expect(
      extractPlans('قص الشعر 40 ريال وحلاقة الذقن 25 ريال.', []).plans.map((p) => p.name),
    ).toEqual(['قص الشعر', 'حلاقة الذقن']);
  });

  it('reads a school named after lessons "with the school …"', () => {
    expect(extractName('Aulas de surf na Ericeira com a escola Onda Boa.')).toBe('Onda Boa');
    expect(extractServices('Aulas de surf na Ericeira com a escola Onda Boa.')).not.toContainEqual(
      expect.stringMatching(/Onda Boa/u),
    );
  });

  it('reads French "on vend…, on sert…" as what the business offers', () => {
    expect(extractServices('On vend des livres d’occasion et on sert du café.')).toEqual([
      'Livres d’occasion',
      'Café',
    ]);
  });

  it('reads the unpriced items after a colon whose first item has a price', () => {
    expect(
      extractServices(
        'Steuerberatung Klein: Einkommensteuererklärung ab 150 €, Buchhaltung und Lohnabrechnung für kleine Firmen.',
      ),
    ).toEqual(['Buchhaltung', 'Lohnabrechnung']);
  });

  it('a minimum charge is a price; a minimum order over an amount is not', () => {
    expect(extractPlans('Minimum charge £60.', []).plans[0]).toMatchObject({
      name: 'Minimum charge',
      price: 60,
    });
    expect(extractPlans('Free delivery on a minimum order of £20.', []).plans).toEqual([]);
  });

  it('tells Italian from English when "a" stands before a place', () => {
    expect(
      extract('Lavaggio auto a domicilio a Roma, Ostia e Fiumicino: Auto Splendente.').language,
    ).toBe('it');
    expect(matchIndustries('Lavaggio auto a domicilio a Roma')[0]?.industry.key).toBe('auto');
  });
});

describe('a fourth round of businesses no test described', () => {
  it.each([
    ['Crumb & Co. We are on 5 Mill Lane, Norwich.', 'Crumb & Co'],
    ['Riverside Kayak Hire on the River Wye in Hereford.', 'Riverside Kayak Hire'],
    ['Boulangerie Au Bon Pain à Strasbourg.', 'Boulangerie Au Bon Pain'],
    ['Rijschool Veilig op Weg in Eindhoven.', 'Rijschool Veilig op Weg'],
    ['קוראים לנו פיצה רומא, פיצרייה בתל אביב.', 'פיצה רומא'],
    [
      'My name is Priya and I run Spice Route Cooking Classes in Leicester.',
      'Spice Route Cooking Classes',
    ],
    ['My name is Sam Taylor and I’m a photographer in Leeds.', 'Sam Taylor'],
  ])('the name in "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it('the business’s own name is not one of its services', () => {
    expect(
      extract('My name is Priya and I run Spice Route Cooking Classes in Leicester.').services,
    ).toEqual([]);
  });

  it('after the last comma only the first "and" joins the list', () => {
    expect(extractServices('Consultas, vacinas e banho e tosa.')).toEqual([
      'Consultas',
      'Vacinas',
      'Banho e tosa',
    ]);
    expect(extractServices('We offer sourdough, croissants and wedding cakes.')).toEqual([
      'Sourdough',
      'Croissants',
      'Wedding cakes',
    ]);
  });

  it('reads a list that ends with a notice, and the notice in hours', () => {
    const ex = extract('Pains au levain, viennoiseries et gâteaux sur commande, 48 h à l’avance.');
    expect(ex.services).toEqual(['Pains au levain', 'Viennoiseries', 'Gâteaux sur commande']);
    expect(ex.reach.leadTimes).toEqual(['48 h à l’avance']);
  });

  it('reads Dutch "we schenken … en bakken zelf …"', () => {
    expect(extractServices('We schenken specialty koffie en bakken zelf taart.')).toEqual([
      'Specialty koffie',
      'Taart',
    ]);
  });

  it('names an item priced after a comma', () => {
    expect(
      extractPlans('Indian cooking classes for beginners, £55 per person.', []).plans[0]?.name,
    ).toBe('Indian cooking classes for beginners');
  });

  it('a delivery to the door does not make a business mobile; Arabic "online" does make it online', () => {
    expect(extract('פיצה משפחתית 65 ₪, משלוחים עד הבית.').reach.serviceMode).toBeUndefined();
    expect(extract('We deliver to your door across Leeds.').reach.serviceMode).toBeUndefined();
    expect(extract('Mobile dog grooming, we come to your door.').reach.serviceMode).toBe('mobile');
    expect(extract('أنا مدربة يوغا أونلاين.').reach.serviceMode).toBe('online');
  });

  it('reads Portuguese "e" as Portuguese', () => {
    expect(
      extract('Clínica veterinária Patinhas em Curitiba. Consultas, vacinas e banho e tosa.')
        .language,
    ).toBe('pt');
  });
});

describe('copy that names the business once and reads every kind right', () => {
  it('Spanish "en" before a web address is no list; Dutch "en" still joins one', () => {
    expect(extractServices('Haz tu donación en marlimpio.org')).toEqual([]);
    expect(extractServices('Brood, banket en taart.')).toEqual([]);
    expect(extractServices('Wij bakken brood, banket en taart.')).toEqual([
      'Brood',
      'Banket',
      'Taart',
    ]);
  });

  it.each([
    [
      'Studio Pixel est une agence web 100 % en ligne. Boutique en ligne à partir de 3000 €.',
      'marketing-agency',
    ],
    ['Cours de yoga en ligne avec Souffle Clair.', 'yoga'],
    ['Sprachschule Lingua in Köln', 'education'],
  ])('"%s" is %s', (text, key) => {
    expect(matchIndustries(text)[0]?.industry.key).toBe(key);
  });
});

describe('a fifth round of businesses no test described', () => {
  it.each([
    ['Hello! Sunny Days Nursery is a children’s nursery in Reading.', 'Sunny Days Nursery'],
    ['Mi negocio es Pilates Core, un estudio de pilates en Alicante.', 'Pilates Core'],
    ['Notre crêperie, Ty Breizh, est à Rennes.', 'Ty Breizh'],
    ['Somos a Barbearia Dom Pedro, no Rio de Janeiro.', 'Barbearia Dom Pedro'],
    ['Ons bedrijf is FitThuis.', 'FitThuis'],
  ])('the name in "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it('"we are a Brooklyn florist" names no business', () => {
    expect(extractName('We are a Brooklyn florist.')).toBeUndefined();
  });

  it('reads Hebrew "we make …", Arabic dinars and a list of items priced with an Arabic comma', () => {
    expect(extractServices('אנחנו מייצרים מטבחים, ארונות ושולחנות בהזמנה אישית.')).toEqual([
      'מטבחים',
      'ארונות',
      'שולחנות בהזמנה אישית',
    ]);
    expect(extractPlans('تنظيف الأسنان 30 دينار، تبييض 150 دينار.', []).plans).toEqual([
      expect.objectContaining({ name: 'تنظيف الأسنان', price: 30, currency: 'JOD' }),
      expect.objectContaining({ name: 'تبييض', price: 150, currency: 'JOD' }),
    ]);
  });

  it('reads Portuguese "com hora marcada" as by appointment, and nurseries and carpenters', () => {
    expect(extract('Atendemos só com hora marcada.').reach.byAppointment).toBe(true);
    expect(matchIndustries('a children’s nursery in Reading')[0]?.industry.key).toBe('education');
    expect(matchIndustries('נגרייה בשם עץ הזית')[0]?.industry.key).toBe('construction');
  });
});

describe('a sixth round, over several messages', () => {
  it('reads Spanish, Italian and Portuguese first-person verbs', () => {
    expect(extractServices('Hago mudanzas y portes en Madrid y alrededores.')).toEqual([
      'Mudanzas',
      'Portes',
    ]);
    expect(extractServices('Faço limpezas de casas e escritórios.')).toEqual([
      'Limpezas de casas',
      'Escritórios',
    ]);
  });

  it('a Dutch imperative is not a list ("Maak online een afspraak")', () => {
    expect(extractServices('Maak online een afspraak.')).toEqual([]);
  });

  it('"I travel to venues" is a mobile business, not a tour company', () => {
    expect(extract('I travel to venues all over Kent').reach.serviceMode).toBe('mobile');
    expect(matchIndustries('I travel to venues all over Kent')[0]?.industry.key).not.toBe('travel');
  });

  it('reads Hebrew "it is called" and stops an Arabic name at "and it is"', () => {
    expect(extractName('קוראים לו שף עד הבית, אני מבשל אצל לקוחות')).toBe('שף עד הבית');
    expect(extractName('اسمه مطعم السلطان وهو في دبي')).toBe('مطعم السلطان');
    expect(extractServices('اسمه مطعم السلطان وهو في دبي')).toEqual([]);
  });

  it('a German list of products with a lower-case word after "aus" is a list', () => {
    expect(
      extractServices('Eier, Kartoffeln, Honig und Marmelade aus eigener Herstellung.'),
    ).toEqual(['Eier', 'Kartoffeln', 'Honig', 'Marmelade aus eigener Herstellung']);
  });
});

describe('seen in the trial', () => {
  it('"Solo con cita previa" is how bookings are taken, not a service', () => {
    const ex = extract('Baño y corte 35 €. Solo con cita previa.');
    expect(ex.services).toEqual([]);
    expect(ex.reach.byAppointment).toBe(true);
  });
});

describe('a seventh round, held out: the edit-request sites', () => {
  it.each([
    ['Peluquería canina a domicilio Huellitas en Sevilla. Baño y corte 35 €.', 'Huellitas'],
    ['Toilettage canin à domicile Patounes à Nantes. Toilettage complet 45 €.', 'Patounes'],
    ['Banho e tosa ao domicílio Patinhas no Porto. Tosa completa 35 €.', 'Patinhas'],
    ['Toelettatura a domicilio Zampe Felici a Torino.', 'Zampe Felici'],
  ])('a name after the kind of business and how it works: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it('what an item is for is no name: "para Navidad en Madrid"', () => {
    expect(extractName('Hacemos tartas de cumpleaños para Navidad en Madrid.')).toBeUndefined();
  });

  it.each([
    ['מספרה ניידת לכלבים כלב שמח בחיפה. טיפוח מלא 150 ₪.', 'כלב שמח'],
    ['מאמן כושר נייד אורי בתל אביב. אני מגיע אליכם ברמת גן.', 'אורי'],
    ['صالون متنقل لتجميل الكلاب كلب سعيد في دبي. تجميل كامل 150 درهم.', 'كلب سعيد'],
    ['מאפיית השיבולת ברחוב הרצל 10 בתל אביב. אנחנו אופים לחם.', 'מאפיית השיבולת'],
  ])(
    'a name after a Hebrew or Arabic kind, "mobile" and who it is for, or before a street: "%s"',
    (text, name) => {
      expect(extractName(text)).toBe(name);
    },
  );

  it('a colon after "mobile" and a verb introduces the name', () => {
    expect(extractName('سباك متنقل نأتي إلى منزلك: سباكة الأمين، نعمل في دبي.')).toBe(
      'سباكة الأمين',
    );
  });

  it.each([
    ['Mobiele hondentrimsalon Pootjes in Eindhoven', 'pet'],
    ['Hondenuitlaatservice Blij in Utrecht', 'pet'],
    ['Landbäckerei Müller in Freiburg', 'bakery'],
    ['Kinderzahnarzt Dr. Weiß in Bonn', 'dental'],
    ['Dameskapper Knip in Delft', 'salon'],
    ['Hundefriseur Wuff in Köln', 'pet'],
    ['مخبّز السنبلة في عمّان', 'bakery'],
  ])('reads a compound by its parts, and Arabic with its marks: "%s"', (text, key) => {
    expect(matchIndustries(text)[0]?.industry.key).toBe(key);
  });

  it.each([
    ['Vou ao Porto, Gaia e Matosinhos.', ['Porto', 'Gaia', 'Matosinhos']],
    ['Ich komme zu Ihnen nach Köln, Bonn und Leverkusen.', ['Köln', 'Bonn', 'Leverkusen']],
    ['Je me déplace à Nantes, Rezé et Saint-Herblain.', ['Nantes', 'Rezé', 'Saint-Herblain']],
    ['Vengo a Torino, Moncalieri e Rivoli.', ['Torino', 'Moncalieri', 'Rivoli']],
    ['Vamos a Sevilla, Dos Hermanas y Mairena.', ['Sevilla', 'Dos Hermanas', 'Mairena']],
    ['Ik kom bij u thuis in Eindhoven, Veldhoven en Best.', ['Eindhoven', 'Veldhoven', 'Best']],
    ['אני מגיעה אליכם בחיפה, קריות ונשר.', ['חיפה', 'קריות', 'נשר']],
    ['نأتي إليكم في دبي والشارقة وعجمان.', ['دبي', 'الشارقة', 'عجمان']],
  ])('"I come to you in A, B and C" is the area of a mobile business: "%s"', (text, area) => {
    const reach = readReach(text, false);
    expect(reach.serviceArea).toEqual(area);
    expect(reach.serviceMode).toBe('mobile');
    expect(extractServices(text)).toEqual([]);
  });

  it.each([
    'Vamos a abrir pronto una segunda tienda.',
    'טלפון נייד 054-1234567',
    'Vou abrir às 9.',
  ])('no area and no visit in "%s"', (text) => {
    const reach = readReach(text, false);
    expect(reach.serviceArea).toEqual([]);
    expect(reach.serviceMode).toBeUndefined();
  });

  it.each([
    ['Clase suelta 12 € por clase', 'Por clase'],
    ['Cours à l’unité 15 € par cours', 'Par cours'],
    ['Einzelstunde 15 € pro Stunde', 'Pro Stunde'],
    ['Lezione singola 15 € a lezione', 'A lezione'],
    ['Aula avulsa € 12 por aula', 'Por aula'],
    ['Drop-in $20 per class', 'Per class'],
    ['Séance découverte 30 € la séance', 'La séance'],
    ['שיעור בודד 60 ₪ לשיעור', 'לשיעור'],
    ['حصة واحدة 60 ريال للحصة', 'للحصة'],
  ])('what a price is for, in the owner’s words: "%s"', (text, unit) => {
    expect(extractPlans(text).plans[0]?.features).toEqual([unit]);
  });

  it('a noun with its own price after it is the next item, not a unit', () => {
    expect(extractPlans('Café 2 € le croissant 3 €').plans[0]?.features).toEqual([]);
  });

  it.each([
    ['Nagels knippen € 12 en ontklitten € 30', ['Nagels knippen', 'Ontklitten']],
    ['Corte de unhas € 8 e escovagem € 20', ['Corte de unhas', 'Escovagem']],
    ['Krallenschneiden 12 € pro Stunde und Entfilzen 30 €', ['Krallenschneiden', 'Entfilzen']],
  ])('an item ends at the price before it: "%s"', (text, names) => {
    expect(extractPlans(text).plans.map((p) => p.name)).toEqual(names);
  });

  it('a lead verb with Arabic marks is still a verb', () => {
    expect(extractServices('نعلّم فينياسا ويين يوغا ويوغا الحوامل.')).toEqual([
      'فينياسا',
      'يين يوغا',
      'يوغا الحوامل',
    ]);
  });

  it.each([
    ['Panadería La Espiga, en la calle Mayor 8 de Valencia.', 'calle Mayor 8', 'Valencia'],
    ['Boulangerie Le Fournil, 5 rue de la Paix à Lyon. Nous faisons', '5 rue de la Paix', 'Lyon'],
    ['Forno La Spiga, via Roma 10 a Bologna. Facciamo pane', 'via Roma 10', 'Bologna'],
    ['מאפיית השיבולת ברחוב הרצל 10 בתל אביב.', 'רחוב הרצל 10', 'תל אביב'],
    ['مخبز السنبلة في شارع الملك فيصل 5 في عمّان.', 'شارع الملك فيصل 5', 'عمّان'],
  ])('reads the street as owners write it, and the town after it: "%s"', (text, street, city) => {
    const ex = extract(text);
    expect([ex.street, ex.city]).toEqual([street, city]);
  });

  it('"via" before a platform and a count is no street', () => {
    expect(extractAddress('Lezioni via Zoom 2 volte a settimana').street).toBeUndefined();
  });
});

describe('round 7: Dutch, French, Portuguese and Italian businesses no test had described', () => {
  it.each([
    [
      'Ik ben Sanne en ik heb een hondenuitlaatservice, Blije Poot. Ik haal honden op.',
      'Blije Poot',
    ],
    ['Tengo una peluquería canina, Huellitas. Voy a domicilio.', 'Huellitas'],
    ['I started a cleaning company, Clean Slate.', 'Clean Slate'],
  ])('a name alone after the kind of business and a comma: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    [
      'Ciao, sono Marco e gestisco la Trattoria da Nonna Pina a Bologna.',
      'Trattoria da Nonna Pina',
    ],
    ['Ich betreibe das Café Morgenrot in Leipzig.', 'Café Morgenrot'],
    ['Je tiens La Cave de Léa à Lyon.', 'La Cave de Léa'],
  ])('a name after running it: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    ['Meu nome é Rafael e a minha marca é Pulso, em Campinas.', 'Pulso'],
    ['My name is Priya and my brand is Spice Route.', 'Spice Route'],
    ['Je m’appelle Claire, ma marque est Poils & Moustaches.', 'Poils & Moustaches'],
  ])('the brand, not the owner: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    [
      'Lezioni di italiano online con Parola Viva: corsi di gruppo e lezioni private.',
      'Parola Viva',
    ],
    ['Clases de surf en Somo con Ola Norte: cursillos y clases particulares.', 'Ola Norte'],
    ['Mobile Fußpflege Sonja: ich komme zu Ihnen nach Hause.', 'Mobile Fußpflege Sonja'],
  ])('a name before a colon: "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it('"Mobile dog grooming" opening a message is still no name', () => {
    expect(extractName('Mobile dog grooming in Bristol.')).toBeUndefined();
  });

  it.each([
    [
      'Pronto intervento 24 ore su 24, riparazione perdite, installazione caldaie.',
      ['Pronto intervento', 'Riparazione perdite', 'Installazione caldaie'],
    ],
    [
      'Gelato artigianale, granite siciliane e torte gelato su ordinazione con 3 giorni di preavviso.',
      ['Gelato artigianale', 'Granite siciliane', 'Torte gelato'],
    ],
  ])('hours and a notice are no part of a list: "%s"', (text, services) => {
    expect(extract(text).services).toEqual(services);
  });

  it('a notice is a lead time, not a service', () => {
    const ex = extract(
      'Nous vendons des fromages et des plateaux, à commander 24 heures à l’avance.',
    );
    expect(ex.services.join(' ')).not.toMatch(/commander/u);
    expect(ex.reach.leadTimes).toEqual(['à commander 24 heures à l’avance']);
  });

  it.each([
    ['الطلبات الكبيرة قبل يومين.', 'الطلبات الكبيرة قبل يومين'],
    ['הזמנות גדולות יומיים מראש.', 'הזמנות גדולות יומיים מראש'],
    [
      'Torte su ordinazione con 3 giorni di preavviso.',
      'Torte su ordinazione con 3 giorni di preavviso',
    ],
  ])('a notice in two-day words and "preavviso": "%s"', (text, notice) => {
    expect(readReach(text, false).leadTimes).toEqual([notice]);
  });

  it.each([
    [
      'Atendo em domicílio nos bairros Pinheiros, Vila Madalena e Perdizes.',
      ['Pinheiros', 'Vila Madalena', 'Perdizes'],
    ],
    ['שיעורים בבית התלמיד בתל אביב וברמת גן.', ['תל אביב', 'רמת גן']],
    ['Ik haal honden op in Amersfoort en Leusden.', ['Amersfoort', 'Leusden']],
  ])('going to the customers, and where: "%s"', (text, area) => {
    const reach = readReach(text, false);
    expect([reach.serviceMode, reach.serviceArea]).toEqual(['mobile', area]);
  });

  it('"my name is" in Hebrew is no service', () => {
    expect(extract('שמי נועה והעסק נקרא צלילים.').services).toEqual([]);
  });

  it('"an end-of-tenancy cleaning company" offers the cleaning', () => {
    expect(extract('I run Clean Slate, an end-of-tenancy cleaning company.').services).toEqual([
      'End-of-tenancy cleaning',
    ]);
  });
});

it('a Dutch separable verb\'s clause names no service ("Ik haal honden op")', () => {
  expect(extract('Ik haal honden op in Amersfoort en Leusden.').services).toEqual([]);
});

describe('round 8: names and lists in more shapes', () => {
  it.each([
    ["Atelier de couture Fil d'Or à Toulouse : retouches et robes de mariée.", "Fil d'Or"],
    ["Bottega dell'Arte a Firenze: cornici e restauro.", "Bottega dell'Arte"],
    ['Mon entreprise : JB Plomberie. Dépannage et chaudières.', 'JB Plomberie'],
    ['I do wedding makeup. Brand: Glow by Priya.', 'Glow by Priya'],
    ['Hallo, ich bin Tom von Toms Fahrradwerkstatt in Münster.', 'Toms Fahrradwerkstatt'],
    ['Traiteur Saveurs de Provence : buffets et cocktails.', 'Traiteur Saveurs de Provence'],
  ])('"%s" is named "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it('an item of six words is still an item', () => {
    expect(
      extract('Dépannage, installation de chaudières et salle de bain clé en main.').services,
    ).toEqual(['Dépannage', 'Installation de chaudières', 'Salle de bain clé en main']);
  });

  it('what an item is for is no item of its own', () => {
    expect(
      extract("Traiteur : buffets pour mariages, cocktails d'entreprise et repas de famille.")
        .services,
    ).toEqual(["Cocktails d'entreprise", 'Repas de famille', 'Buffets pour mariages']);
  });

  it('a person after "a" is no place served', () => {
    const reach = readReach('Sou a Inês e a minha escola chama-se Mais Nota.', false);
    expect(reach.serviceArea).toEqual([]);
  });
});

describe('round 9: names said the other way round', () => {
  it.each([
    ['We zitten in Apeldoorn. Rijschool Veilig Thuis heet het.', 'Rijschool Veilig Thuis'],
    ['Casa Sole heißt es, in Meran.', 'Casa Sole'],
    ['Il mio nome commerciale è Stile Su Misura', 'Stile Su Misura'],
    ['Our trade name is Northside Joinery.', 'Northside Joinery'],
  ])('"%s" is named "%s"', (text, name) => {
    expect(extractName(text)).toBe(name);
  });
});

describe('a verb carries to the objects after it', () => {
  it.each([
    [
      'We wassen ramen bij particulieren en bedrijven, reinigen dakgoten en zonnepanelen.',
      ['Ramen wassen', 'Dakgoten reinigen', 'Zonnepanelen reinigen'],
    ],
    [
      'Reparamos fugas, desentupimos canos e instalamos esquentadores.',
      ['Reparar fugas', 'Desentupir canos', 'Instalar esquentadores'],
    ],
  ])('"%s"', (text, services) => {
    expect(extract(text).services).toEqual(services);
  });

  it('French nouns in "-tions" are no verbs', () => {
    expect(
      extract("Atelier Fil d'Or : retouches, créations sur mesure et robes de mariée.").services,
    ).toEqual(['Retouches', 'Créations sur mesure', 'Robes de mariée']);
  });
});
