import { describe, expect, it } from 'vitest';
import { extract } from './extract';
import { extractName } from './names';
import { readHours } from './hours';
import { detectLanguage } from './language';
import { extractPlans, extractProduct, productHead, productHeadline } from './facts';

const OPEN = (open: string, close: string) => ({ closed: false, open, close });

describe('reading Italian, Portuguese and Dutch descriptions', () => {
  it('reads an Italian description: name, services, hours, prices, city and since', () => {
    const e = extract(
      'La nostra pizzeria si chiama Forno Rosso a Milano. Offriamo pizza al taglio, focacce e dolci. ' +
        'Aperti dal martedì alla domenica dalle 11 alle 23, chiuso il lunedì. ' +
        'Abbonamento pranzo a partire da 12,50 € al mese. Dal 2015, con 10 anni di esperienza.',
    );
    expect(e.language).toBe('it');
    expect(e.businessName).toBe('Forno Rosso');
    expect(e.city).toBe('Milano');
    expect(e.services).toEqual(['Pizza al taglio', 'Focacce', 'Dolci']);
    expect(e.hours?.tuesday).toEqual(OPEN('11:00', '23:00'));
    expect(e.hours?.sunday).toEqual(OPEN('11:00', '23:00'));
    expect(e.hours?.monday.closed).toBe(true);
    expect(e.plans[0]).toMatchObject({
      name: 'Abbonamento pranzo',
      price: 12.5,
      currency: 'EUR',
      period: 'monthly',
      isFrom: true,
    });
    expect(e.highlights).toEqual(['Since 2015', '10 years of experience']);
    expect(e.facts.find((f) => f.kind === 'year')?.source.text).toBe('Dal 2015');
  });

  it('reads a Portuguese description: name, services, hours, prices, city and since', () => {
    const e = extract(
      'A nossa padaria chama-se Pão Dourado e fica em Lisboa, Portugal. Oferecemos pão artesanal, bolos e café. ' +
        'De segunda a sexta das 7h às 19h, sábado das 8h às 13h, fechado aos domingos. ' +
        'Assinatura de pão: 30 € por mês. Fundada em 2010, 20 anos de experiência. Encomendas online.',
    );
    expect(e.language).toBe('pt');
    expect(e.businessName).toBe('Pão Dourado');
    expect(e.city).toBe('Lisboa');
    expect(e.country).toBe('Portugal');
    expect(e.services).toEqual(['Pão artesanal', 'Bolos', 'Café']);
    expect(e.hours?.monday).toEqual(OPEN('07:00', '19:00'));
    expect(e.hours?.friday).toEqual(OPEN('07:00', '19:00'));
    expect(e.hours?.saturday).toEqual(OPEN('08:00', '13:00'));
    expect(e.hours?.sunday.closed).toBe(true);
    expect(e.plans[0]).toMatchObject({
      name: 'Assinatura de pão',
      price: 30,
      currency: 'EUR',
      period: 'monthly',
    });
    expect(e.highlights).toEqual(['Since 2010', '20 years of experience']);
    expect(e.goals).toContain('orders');
  });

  it('reads a Dutch description: name, services, hours, prices, city and since', () => {
    const e = extract(
      'Onze kapsalon heet Knipkunst en zit in Utrecht. Wij bieden knippen, kleuren en baardverzorging aan. ' +
        'Maandag t/m vrijdag 9:00-18:00, zaterdag van 9 tot 17 uur, zondag gesloten. ' +
        'Abonnement vanaf € 25 per maand. Sinds 2012, 15 jaar ervaring. Maak online een afspraak.',
    );
    expect(e.language).toBe('nl');
    expect(e.businessName).toBe('Knipkunst');
    expect(e.city).toBe('Utrecht');
    expect(e.services).toEqual(['Knippen', 'Kleuren', 'Baardverzorging']);
    expect(e.hours?.monday).toEqual(OPEN('09:00', '18:00'));
    expect(e.hours?.friday).toEqual(OPEN('09:00', '18:00'));
    expect(e.hours?.saturday).toEqual(OPEN('09:00', '17:00'));
    expect(e.hours?.sunday.closed).toBe(true);
    expect(e.plans[0]).toMatchObject({
      name: 'Abonnement',
      price: 25,
      currency: 'EUR',
      period: 'monthly',
      isFrom: true,
    });
    expect(e.highlights).toEqual(['Since 2012', '15 years of experience']);
    expect(e.callToAction).toBe('Book an appointment');
  });

  it('reads the names after "si chiama", "chamada", "heet", "genaamd"', () => {
    expect(extractName('Il nostro ristorante si chiama Trattoria da Gino e si trova a Roma')).toBe(
      'Trattoria da Gino',
    );
    expect(extractName('Uma loja chamada Casa Verde em Porto')).toBe('Casa Verde');
    expect(extractName('Ons bedrijf heet Bakkerij Zon en zit in Gent')).toBe('Bakkerij Zon');
    expect(extractName('Een winkel genaamd De Groene Fiets met fietsen')).toBe('De Groene Fiets');
  });

  it('reads Italian, Portuguese and Dutch hours in their usual forms', () => {
    const it1 = readHours('lun-ven 9:00-13:00, sab 9-12, domenica chiuso').hours;
    expect(it1?.wednesday).toEqual(OPEN('09:00', '13:00'));
    expect(it1?.saturday).toEqual(OPEN('09:00', '12:00'));
    expect(it1?.sunday.closed).toBe(true);
    const pt = readHours('seg. a sex. 9h-18h, sábados e domingos fechado').hours;
    expect(pt?.thursday).toEqual(OPEN('09:00', '18:00'));
    expect(pt?.saturday.closed).toBe(true);
    const nl = readHours('Van maandag tot vrijdag van 9 tot 18 uur, za en zo gesloten').hours;
    expect(nl?.tuesday).toEqual(OPEN('09:00', '18:00'));
    expect(nl?.saturday.closed).toBe(true);
    expect(readHours('ma-vr 8.30-17.30 uur').hours?.monday).toEqual(OPEN('08:30', '17:30'));
    // Italian "ma" ("but") before "chiuso" is not Monday.
    const daily = readHours('Aperto tutti i giorni dalle 8 alle 20, ma chiuso il 25 dicembre');
    expect(daily.hours?.monday).toEqual(OPEN('08:00', '20:00'));
  });

  it('keeps the hours note in English when the week table cannot hold it', () => {
    expect(readHours('Dal martedì alla domenica dalle 7').note).toBe(
      'Tuesday to Sunday from 07:00',
    );
    expect(readHours('Aberto todos os dias').note).toBe('Every day');
    expect(readHours('Open elke dag').note).toBe('Every day');
    expect(readHours('aperto 24 ore su 24').hours?.sunday).toEqual(OPEN('00:00', '23:59'));
  });

  it('reads Hebrew and Arabic day ranges and closed days', () => {
    const he = readHours('ראשון עד חמישי 9:00-18:00, שישי 8-13, שבת סגור').hours;
    expect(he?.sunday).toEqual(OPEN('09:00', '18:00'));
    expect(he?.friday).toEqual(OPEN('08:00', '13:00'));
    expect(he?.saturday.closed).toBe(true);
    const letters = readHours('א׳-ה׳ 08:00-19:00, ו׳ 07:00-14:00, סגור בשבת').hours;
    expect(letters?.thursday).toEqual(OPEN('08:00', '19:00'));
    expect(letters?.friday).toEqual(OPEN('07:00', '14:00'));
    expect(letters?.saturday.closed).toBe(true);
    const ar = readHours('من الأحد إلى الخميس 10:00-22:00، مغلق يوم الجمعة').hours;
    expect(ar?.sunday).toEqual(OPEN('10:00', '22:00'));
    expect(ar?.thursday).toEqual(OPEN('10:00', '22:00'));
    expect(ar?.friday.closed).toBe(true);
  });

  it('reads plans, periods, free tiers and prices on request in it, pt, nl and he', () => {
    const it1 = extractPlans(
      "Piano gratuito, Pro 19 € al mese, Business 190 € all'anno. Corsi a partire da 15 €.",
    ).plans;
    expect(it1.map((p) => [p.name, p.price, p.period, p.isFrom])).toEqual([
      ['Free', 0, 'monthly', false],
      ['Pro', 19, 'monthly', false],
      ['Business', 190, 'yearly', false],
      ['Corsi', 15, 'one-time', true],
    ]);
    const pt = extractPlans('Plano grátis, Premium R$ 49,90 por mês, anual R$ 499/ano').plans;
    expect(pt.map((p) => [p.name, p.price, p.currency, p.period])).toEqual([
      ['Free', 0, 'BRL', 'monthly'],
      ['Premium', 49.9, 'BRL', 'monthly'],
      ['Anual', 499, 'BRL', 'yearly'],
    ]);
    const nl = extractPlans('Basis €9,99 p/m en Pro €19 per maand. Maatwerk: prijzen op aanvraag.');
    expect(nl.plans.map((p) => [p.name, p.price, p.period])).toEqual([
      ['Basis', 9.99, 'monthly'],
      ['Pro', 19, 'monthly'],
    ]);
    expect(nl.pricesOnRequest).toBe(true);
    expect(extractPlans('Prezzi su richiesta').pricesOnRequest).toBe(true);
    expect(extractPlans('Preços sob consulta').pricesOnRequest).toBe(true);
    expect(extractPlans('Consegna su richiesta').pricesOnRequest).toBe(false);
    const he = extractPlans('שיעור ניסיון 50 ש״ח, מנוי 350 ₪ לחודש').plans;
    expect(he.map((p) => [p.price, p.currency, p.period])).toEqual([
      [50, 'ILS', 'one-time'],
      [350, 'ILS', 'monthly'],
    ]);
  });

  it('keeps the owner words of an Italian, Portuguese or Dutch product phrase', () => {
    const it1 = extractProduct("Fatturino è un'app che aiuta i freelance a farsi pagare prima.");
    expect(it1?.product).toBe("un'app che aiuta i freelance a farsi pagare prima");
    expect(productHeadline(it1?.product ?? '')).toBe('Aiuta i freelance a farsi pagare prima');
    expect(productHead(it1?.product)).toBe("un'app");
    const pt = extractProduct(
      'Faturix é uma ferramenta que ajuda freelancers a receber mais rápido.',
    );
    expect(pt?.product).toBe('uma ferramenta que ajuda freelancers a receber mais rápido');
    expect(productHeadline(pt?.product ?? '')).toBe('Ajuda freelancers a receber mais rápido');
    const nl = extractProduct('Logboek is een tool die productielogs omzet in tijdlijnen.');
    expect(nl?.product).toBe('een tool die productielogs omzet in tijdlijnen');
    // A Dutch relative clause ends on its verb: the headline keeps the whole phrase.
    expect(productHeadline(nl?.product ?? '')).toBe('Tool die productielogs omzet in tijdlijnen');
  });
});

describe('English is still read as before', () => {
  it('never reads "sex" or "Mar" in English text as a day', () => {
    expect(readHours('Sex education classes for teens, small groups of 6-8 students')).toEqual({});
    expect(
      extract('Sex education classes for teens in Mar Vista since 2009').hours,
    ).toBeUndefined();
    expect(readHours('Our café in Mar Vista serves brunch 9-3')).toEqual({});
    const tuesday = readHours('Sex education classes on Tuesdays 6-8pm').hours;
    expect(tuesday?.tuesday).toEqual(OPEN('18:00', '20:00'));
    expect(tuesday?.friday.closed).toBe(true);
  });

  it('still reads English hours, names and services', () => {
    const e = extract(
      'We run a bakery called Golden Crumb in Portland. We offer sourdough, croissants and wedding cakes. Mon-Fri 8-6, Sat 9am-1pm, closed Sunday.',
    );
    expect(e.language).toBe('en');
    expect(e.businessName).toBe('Golden Crumb');
    expect(e.city).toBe('Portland');
    expect(e.services).toEqual(['Sourdough', 'Croissants', 'Wedding cakes']);
    expect(e.hours?.monday).toEqual(OPEN('08:00', '18:00'));
    expect(e.hours?.saturday).toEqual(OPEN('09:00', '13:00'));
    expect(e.hours?.sunday.closed).toBe(true);
    // "a" before a capital is an Italian place only at the end of a list.
    expect(extract('We offer coaching, a Premium plan and workshops.').services).toEqual([
      'Coaching',
      'Premium plan',
      'Workshops',
    ]);
    expect(extract('Offriamo corsi di yoga, pilates e meditazione a Bologna.').services).toEqual([
      'Corsi di yoga',
      'Pilates',
      'Meditazione',
    ]);
  });

  it('reads Hebrew and Arabic names and cities as the owner wrote them', () => {
    const hebrew = extract('סטודיו אור הוא סטודיו ליוגה בחיפה. טלפון 04-1234567');
    expect(hebrew.businessName).toBe('סטודיו אור');
    expect(hebrew.city).toBe('חיפה');
    const arabic = extract('مخبز الياسمين في عمّان. نقدم الخبز العربي والكعك. هاتف 065551234');
    expect(arabic.businessName).toBe('مخبز الياسمين');
    expect(arabic.city).toBe('عمّان');
    // "في" in running text is not a place.
    expect(extract('نحن نعمل في الصباح والمساء').city).toBeUndefined();
  });

  it('reads the product after the verb when the name has an article, and keeps French articles whole', () => {
    expect(
      extractProduct(
        'A Fluxo é um aplicativo que ajuda pequenas empresas a organizar suas finanças. Contato: oi@fluxo.com.br',
      )?.product,
    ).toBe('um aplicativo que ajuda pequenas empresas a organizar suas finanças');
    expect(productHead('une association à Marseille qui aide les familles')).toBe(
      'une association à Marseille',
    );
    expect(productHead("un'app che aiuta i ristoranti")).toBe("un'app");
  });

  it('reads a name that opens the message before its place, and Italian with English-looking words', () => {
    expect(extractName('Café Morgenrot in Leipzig, täglich 8-18 Uhr geöffnet.')).toBe(
      'Café Morgenrot',
    );
    expect(extractName('Fontanería Rápida en Málaga: reparaciones urgentes.')).toBe(
      'Fontanería Rápida',
    );
    expect(extractName('Yoga classes in Bath')).toBeUndefined();
    expect(
      detectLanguage(
        'Studio Luce è uno studio fotografico a Torino. Facciamo ritratti, matrimoni e foto di prodotto. Scrivici a ciao@studioluce.it',
      ),
    ).toBe('it');
  });
});
