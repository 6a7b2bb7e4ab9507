// Phrasings from a new-user trial on businesses the other tests don't hold, and their kind in
// other languages: each case is a word class or a sentence shape, never one sentence.
import { describe, expect, it } from 'vitest';
import { extract } from './extract';
import { startOfflineConversation, continueOfflineConversation } from './conversation';
import { nextQuestion, summarizeAnswers } from './question-flow';
import { isNonAnswer } from './reading-words';

describe('a non-answer is "skip / you choose", never a fact', () => {
  const nonAnswers = [
    'Pas de préférence',
    'Geen voorkeur',
    'Sem preferência',
    'Nessuna preferenza',
    'Sin preferencia',
    'No preference',
    "I don't know",
    'whatever you think',
    'keine Präferenz',
    'egal',
    'skip',
    '—',
    'Peu importe.',
    'Me da igual',
    'Tanto faz',
    'Maakt niet uit!',
    'Non lo so',
    'אין העדפה',
    'لا يهم',
    'No preference, thanks',
  ];

  it.each(nonAnswers)('reads "%s" as a non-answer with no fact', (text) => {
    expect(isNonAnswer(text)).toBe(true);
    const ex = extract(text);
    expect(ex.wantsDefault).toBe(true);
    expect(ex.businessName).toBeUndefined();
    expect(ex.services).toEqual([]);
    expect(ex.audience).toBeUndefined();
    expect(ex.facts).toEqual([]);
  });

  it.each(['Pasta fresca', 'Golden Crumb', 'Sin preferencia, pero azul', 'Bonjour'])(
    'reads "%s" as something said',
    (text) => {
      expect(isNonAnswer(text)).toBe(false);
    },
  );

  it.each(['Pas de préférence', 'Nessuna preferenza', 'Geen voorkeur', 'Sin preferencia'])(
    'takes "%s" as no name and no service in the conversation',
    (answer) => {
      let turn = startOfflineConversation('Cours de piano à Lyon', { seed: 1 });
      for (let i = 0; i < 4 && !turn.readyToGenerate; i++) {
        turn = continueOfflineConversation(turn.state, { type: 'text', text: answer }, { seed: 1 });
        const r = turn.state.requirements;
        expect(r.businessName ?? '').not.toMatch(new RegExp(answer, 'i'));
        expect(r.specialties.join(' ')).not.toMatch(new RegExp(answer, 'i'));
        expect(r.facts.map((f) => f.source.text).join(' ')).not.toMatch(new RegExp(answer, 'i'));
        expect(turn.reply).not.toContain(answer);
      }
    },
  );

  it('skips a question of the question flow answered with a non-answer', () => {
    const answers = {
      description: 'Gelateria a Bologna',
      identity: 'Nessuna preferenza',
      services: 'Sin preferencia',
    };
    const r = summarizeAnswers(answers, { seed: 1 });
    expect(r.businessName).not.toMatch(/preferenza/i);
    expect(r.specialties.join(' ')).not.toMatch(/preferencia/i);
    expect(nextQuestion(answers, { seed: 1 })?.id).not.toBe('identity');
  });
});

describe('"by appointment" in every language', () => {
  it.each([
    ['Uniquement sur rendez-vous', 'Uniquement sur rendez-vous'],
    ['Trabajamos solo con cita previa', 'solo con cita previa'],
    ['Atendemos mediante marcação', 'mediante marcação'],
    ['Só por marcação.', 'Só por marcação'],
    ['Solo su appuntamento', 'Solo su appuntamento'],
    ['Alleen op afspraak', 'Alleen op afspraak'],
    ['Termine nur nach Vereinbarung', 'nur nach Vereinbarung'],
    ['Nur mit Termin', 'Nur mit Termin'],
    ['By appointment only', 'By appointment only'],
    ['מקבלים רק בתיאום מראש', 'רק בתיאום מראש'],
    ['الزيارة بموعد مسبق فقط', 'بموعد مسبق'],
  ])('"%s" sets byAppointment and its words are a fact', (text, words) => {
    const ex = extract(text);
    expect(ex.reach.byAppointment).toBe(true);
    expect(ex.facts.map((f) => f.source.text)).toContain(words);
    expect(ex.facts.filter((f) => f.kind === 'brand')).toEqual([]);
  });
});

describe('going to the customer, and every place after it', () => {
  it.each([
    [
      'je donne des cours de piano à domicile à Lyon, Villeurbanne et Caluire',
      ['Lyon', 'Villeurbanne', 'Caluire'],
    ],
    [
      'peluquería canina a domicilio en Valencia, Burjassot y Paterna',
      ['Valencia', 'Burjassot', 'Paterna'],
    ],
    [
      'Lezioni di piano a domicilio a Bologna, Casalecchio e San Lazzaro',
      ['Bologna', 'Casalecchio', 'San Lazzaro'],
    ],
    ['Aulas de piano ao domicílio em Lisboa, Oeiras e Cascais', ['Lisboa', 'Oeiras', 'Cascais']],
    ['Pianoles aan huis in Utrecht, Zeist en Houten', ['Utrecht', 'Zeist', 'Houten']],
    ['Klavierunterricht bei Ihnen zu Hause in Köln, Bonn und Hürth', ['Köln', 'Bonn', 'Hürth']],
    ['Coiffure à domicile à Nantes et Rezé', ['Nantes', 'Rezé']],
    ['Mobile dog grooming in Leeds, Bradford and York', ['Leeds', 'Bradford', 'York']],
  ])('"%s" is mobile and serves every place', (text, places) => {
    const ex = extract(text);
    expect(ex.reach.serviceMode).toBe('mobile');
    expect(ex.reach.serviceArea).toEqual(places);
    expect(ex.city).toBe(places[0]);
    const brands = ex.facts.filter((f) => f.kind === 'brand').map((f) => f.value);
    for (const place of places) expect(brands).not.toContain(place);
  });
});

describe('a list after the name and a colon is the offer', () => {
  it.each([
    [
      'Gelateria Dolce Luna a Bologna: gelato artigianale, granite siciliane e torte gelato su ordinazione, da ordinare con 48 ore di anticipo.',
      ['Gelato artigianale', 'Granite siciliane', 'Torte gelato su ordinazione'],
    ],
    [
      'Panadería Sol en Sevilla: pan de masa madre, ensaimadas y tartas por encargo, con 48 horas de antelación.',
      ['Pan de masa madre', 'Ensaimadas', 'Tartas por encargo'],
    ],
    [
      'Boulangerie Lune à Lyon : pain au levain, brioches et gâteaux sur commande, 48 heures à l’avance.',
      ['Pain au levain', 'Brioches', 'Gâteaux sur commande'],
    ],
  ])('"%s" lists its items', (text, services) => {
    expect(extract(text).services).toEqual(services);
  });

  it.each([
    [
      'Wij repareren fietsen, verkopen tweedehands fietsen en doen onderhoudsbeurten',
      ['Fietsen repareren', 'Tweedehands fietsen', 'Onderhoudsbeurten'],
    ],
    [
      'Reparamos bicicletas, vendemos bicicletas de segunda mano y hacemos revisiones',
      ['Reparar bicicletas', 'Bicicletas de segunda mano', 'Revisiones'],
    ],
    [
      "Nous réparons des vélos, vendons des vélos d'occasion et proposons l'entretien",
      ['Réparer des vélos', "Vélos d'occasion", 'Entretien'],
    ],
    [
      'Ripariamo biciclette, vendiamo bici usate e facciamo manutenzione.',
      ['Ripariamo biciclette', 'Bici usate', 'Manutenzione'],
    ],
    [
      'We repair bikes, sell used bikes and do servicing.',
      ['Repair bikes', 'Used bikes', 'Servicing'],
    ],
  ])(
    'verb-phrase list "%s": an action keeps its verb, a product stands alone',
    (text, services) => {
      expect(extract(text).services).toEqual(services);
    },
  );

  it('keeps an item’s verb when the noun alone would name another item too', () => {
    expect(extract('Wij repareren fietsen, verkopen fietsen en doen onderhoud').services).toEqual([
      'Fietsen repareren',
      'Verkopen fietsen',
      'Onderhoud',
    ]);
  });
});

describe('a notice is a lead time, not a number', () => {
  it.each([
    [
      'torte gelato su ordinazione, da ordinare con 48 ore di anticipo',
      'da ordinare con 48 ore di anticipo',
    ],
    [
      'Tartas por encargo con 48 horas de antelación',
      'Tartas por encargo con 48 horas de antelación',
    ],
    ['Gâteaux à commander 48 heures à l’avance', 'Gâteaux à commander 48 heures à l’avance'],
    ['Torten bitte 48 Stunden vorher bestellen', 'Torten bitte 48 Stunden vorher bestellen'],
    ['Bolos por encomenda, com 48 horas de antecedência', 'com 48 horas de antecedência'],
    ['Taarten 48 uur van tevoren bestellen', 'Taarten 48 uur van tevoren bestellen'],
    ["Cakes need two days' notice", "Cakes need two days' notice"],
  ])('"%s"', (text, leadTime) => {
    const ex = extract(text);
    expect(ex.reach.leadTimes).toEqual([leadTime]);
    expect(ex.figures).toEqual([]);
    expect(ex.facts.filter((f) => f.kind === 'number' || f.kind === 'brand')).toEqual([]);
  });
});

describe('street addresses in running text', () => {
  it.each([
    ['Lo studio è in Via Saragozza 12, Bologna', 'Via Saragozza 12', 'Bologna'],
    ['Siamo in Via Saragozza 12 a Bologna', 'Via Saragozza 12', 'Bologna'],
    ['Piazza Maggiore 1, Bologna', 'Piazza Maggiore 1', 'Bologna'],
    ["Via dell'Indipendenza 8, Bologna", "Via dell'Indipendenza 8", 'Bologna'],
    ['Corso Buenos Aires 33, Milano', 'Corso Buenos Aires 33', 'Milano'],
    ['Estamos na Rua das Flores 25, Porto', 'Rua das Flores 25', 'Porto'],
    ['Avenida da Liberdade 100, Lisboa', 'Avenida da Liberdade 100', 'Lisboa'],
    ['Travessa do Carmo 4, Lisboa', 'Travessa do Carmo 4', 'Lisboa'],
    ['Estamos en la Calle Mayor 3, Madrid', 'Calle Mayor 3', 'Madrid'],
    ['Nous sommes au 12 rue de la Paix, Paris', '12 rue de la Paix', 'Paris'],
    ['Je vindt ons op Kerkstraat 5 in Haarlem', 'Kerkstraat 5', 'Haarlem'],
  ])('"%s"', (text, street, city) => {
    const ex = extract(text);
    expect(ex.street).toBe(street);
    expect(ex.city).toBe(city);
    expect(ex.facts.filter((f) => f.kind === 'brand')).toEqual([]);
  });

  it.each(['Rispondiamo Via WhatsApp 24/7', 'Corso base 10 lezioni'])(
    '"%s" holds no street',
    (text) => {
      expect(extract(text).street).toBeUndefined();
    },
  );
});

describe('a connective before a price names no plan; a free trial is kept', () => {
  it.each([
    [
      "Premier cours d'essai gratuit, ensuite 30 € la demi-heure",
      "Premier cours d'essai",
      '30 € la demi-heure',
    ],
    [
      'Primera clase de prueba gratis, luego 25 € la hora',
      'Primera clase de prueba',
      '25 € la hora',
    ],
    ["Lezione di prova gratuita, poi 30 € l'ora", 'Lezione di prova', "30 € l'ora"],
    ['Free trial lesson, then $40 per hour', 'Trial lesson', '$40 per hour'],
    ['Kostenlose Probestunde, danach 35 € pro Stunde', 'Probestunde', '35 € pro Stunde'],
    ['Gratis proefles, daarna €30 per half uur', 'Proefles', '€30 per half uur'],
    ['Aula experimental grátis, depois 30 € por hora', 'Aula experimental', '30 € por hora'],
  ])('"%s"', (text, free, priced) => {
    const plans = extract(text).plans;
    expect(plans.map((p) => [p.name, p.price])).toEqual([
      [free, 0],
      [priced, Number(/\d+/.exec(priced)?.[0])],
    ]);
    for (const plan of plans)
      expect(plan.name).not.toMatch(/^(?:ensuite|luego|poi|then|danach|daarna|depois)$/i);
  });
});
