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
    ['Bicicletaria Pedal em Braga', 'bike-shop'],
    ['Fahrradladen Speiche in Köln', 'bike-shop'],
    ['Magasin de vélos à Lyon', 'bike-shop'],
    ['Fietsenmaker De Spaak in Delft', 'bike-shop'],
    ['Barbearia do Zé em Lisboa', 'salon'],
    ['A cocktail bar in Leeds', 'bar'],
  ])('files %s as %s', (text, key) => {
    expect(first(text)).toBe(key);
  });

  // A keyword of five letters or more matches its own inflections and derived forms, and
  // starts a compound; a longer word that merely begins with it is another word.
  it.each([
    ['Two family bakeries in Leeds', 'bakery'],
    ['Studio di fotografia a Milano', 'photography'],
    ['Ich bin Fotografin in Berlin', 'photography'],
    ['Counselling for couples in York', 'clinic'],
    ['Handmade jewellery from Cornwall', 'ecommerce'],
    ['Peluquería Rosa en Granada', 'salon'],
    ['Fahrradladen am Markt', 'bike-shop'],
    ['Wij zijn een fietsenwinkel in Delft', 'bike-shop'],
    ['Panificio Rossi a Bari', 'bakery'],
    ['Log cabins by the lake in Cumbria', 'hotel'],
  ])('files %s, a form or compound of a keyword, as %s', (text, key) => {
    expect(first(text)).toBe(key);
  });

  it.each([
    ['Cabinet Dupont à Bordeaux', 'hotel'],
    ['Kitchen cabinetry made to measure', 'hotel'],
    ['Termine nur nach Vereinbarung', 'nonprofit'],
    ['Seit hundert Jahren in Köln', 'pet'],
    ['The breadth of our experience', 'bakery'],
  ])('reads in %s no keyword of %s that only begins a longer word', (text, key) => {
    expect(matchIndustries(text).map((m) => m.industry.key)).not.toContain(key);
  });

  it('reads no bar in a barber, no café inside another word', () => {
    expect(matchIndustries('Barbershop Fade').map((m) => m.industry.key)).not.toContain('bar');
    expect(matchIndustries('Bicafés Imports').map((m) => m.industry.key)).not.toContain('cafe');
  });
});

describe('bike shops are their own trade, not a car garage', () => {
  it.each([
    'Fietsenmakerij De Spaak in Delft. Wij repareren fietsen, verkopen tweedehands fietsen en doen onderhoudsbeurten.',
    'Fietswinkel en werkplaats in Utrecht: nieuwe en gebruikte e-bikes',
    'Rijwielhandel Jansen, al 40 jaar in Zwolle',
    'Bicicletaria Pedal em Braga: reparação de bicicletas e venda de peças',
    'Oficina de bicicletas para o dia a dia: revisões, travões e pneus.',
    'Fahrradladen Speiche in Köln',
    'Unsere Fahrradwerkstatt repariert alle Räder, auch E-Bikes',
    'Radladen am Markt: Verkauf und Reparatur von Rädern',
    'Vélociste à Grenoble, réparation et vente de vélos',
    'Atelier de réparation de vélos à Nantes',
    'Negozio di bici a Ferrara, riparazioni e noleggio',
    'Officina per biciclette a Padova',
    'Taller de bicicletas en Valencia: reparación y venta',
    'Tienda de bicis en Sevilla',
    'A friendly bike shop in Bristol: repairs, servicing and second-hand bikes',
    'Bicycle repairs while you wait in Cambridge',
    'We are a cycle shop in York',
    'חנות אופניים ומעבדה בתל אביב',
    'محل دراجات هوائية في عمان، صيانة وبيع',
  ])('files %s as a bike shop', (text) => {
    expect(first(text)).toBe('bike-shop');
  });

  it.each([
    'Garage Dupont, réparation automobile et pneus à Lyon',
    'Autowerkstatt Müller in Köln',
    'Oficina mecânica em Braga',
    'Auto repair and tyres in Leeds',
  ])('keeps %s a car garage', (text) => {
    expect(first(text)).toBe('auto');
  });

  // A workshop that repairs cars and bikes is a motor garage that also does bikes (or
  // motorbikes): car words next to the bike word hand it to the garage.
  it.each(['We repair cars and bikes in Leeds', 'Taller de coches y bicicletas en Murcia'])(
    'files %s, cars named with bikes, as a car garage',
    (text) => {
      expect(first(text)).toBe('auto');
    },
  );

  it('reads no bike in unrelated words', () => {
    const keys = (text: string) => matchIndustries(text).map((m) => m.industry.key);
    expect(keys('Radiologie und Radio in Berlin')).not.toContain('bike-shop');
    expect(keys('Velocity Consulting, strategy for startups')).not.toContain('bike-shop');
    expect(keys('Biciclown, a clown for children’s parties')).not.toContain('bike-shop');
  });
});

describe('ice-cream shops', () => {
  it.each([
    'Gelateria Dolce Luna a Bologna: gelato artigianale, granite siciliane e torte gelato su ordinazione.',
    'Heladería artesana en Alicante',
    'Helados caseros y horchata en Valencia',
    'Glacier artisanal à Nice : glaces et sorbets maison',
    'Eisdiele Venezia in Bonn',
    'Eiscafé am Rhein, hausgemachtes Eis',
    'Sorveteria Gelado Bom em Lisboa',
    'Gelados artesanais no Porto',
    'IJssalon De Hoorn in Haarlem',
    'Ambachtelijk ijs van de boer in Zeeland',
    'A small ice cream parlour in Brighton',
    'Homemade ice-cream and sorbets in Cornwall',
    'גלידה איטלקית בחיפה',
    'محل بوظة عربية في دمشق',
    'آيس كريم ومثلجات في الرياض',
  ])('files %s as a café', (text) => {
    expect(first(text)).toBe('cafe');
  });

  it('reads no ice cream inside other words', () => {
    const keys = (text: string) => matchIndustries(text).map((m) => m.industry.key);
    expect(keys('Eisenwaren und Werkzeug in Essen')).not.toContain('cafe');
  });

  it('takes a glacier as a hint only, so glacier tours stay tours', () => {
    expect(first('Glacier hikes and guided tours in Iceland')).toBe('travel');
  });
});

describe('music lessons are music, not tutoring', () => {
  it.each([
    'je donne des cours de piano à domicile',
    'Cours de guitare et de chant à Lyon',
    'clases de guitarra en Madrid',
    'Clases de canto y piano para niños',
    'Klavierunterricht in Hamburg',
    'Gitarrenunterricht und Gesangsunterricht für Anfänger',
    'lezioni di canto a Bologna',
    'Lezioni di chitarra per principianti',
    'aulas de piano em Lisboa',
    'Aulas de violão e canto no Porto',
    'pianoles in Amsterdam',
    'Gitaarles en zangles voor kinderen',
    'Violin lessons for children in Leeds',
    'שיעורי פסנתר בתל אביב',
    'دروس بيانو في بيروت',
  ])('files %s as music', (text) => {
    expect(first(text)).toBe('music');
  });

  it.each([
    'Cours de maths et de physique pour lycéens',
    'Clases particulares de inglés',
    'Nachhilfeunterricht in Mathe',
    'Bijles wiskunde in Utrecht',
  ])('keeps %s tutoring', (text) => {
    expect(first(text)).toBe('education');
  });
});

describe('a workshop is the trade it names', () => {
  it.each([
    'Tenho uma oficina de costura em Braga.',
    'Atelier de couture Fil d’Or à Toulouse.',
    'Taller de costura Hilos en Bilbao.',
  ])('"%s" is no garage: the wizard asks what kind of business it is', (text) => {
    expect(matchIndustries(text)).toEqual([]);
  });

  it('a workshop that names cars is still a garage', () => {
    expect(matchIndustries('Fazemos revisões na nossa oficina em Coimbra.')[0]?.industry.key).toBe(
      'auto',
    );
  });

  it.each(['Mobile Fußpflege Sonja in Kassel.', 'I do wedding and party makeup in Surrey.'])(
    '"%s" is beauty care',
    (text) => {
      expect(matchIndustries(text)[0]?.industry.key).toBe('spa');
    },
  );
});
