import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import { isOpenAllDay, type SiteModel, type WeekDay } from '@zappy/site-model/schema';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import { describe, expect, it } from 'vitest';
import { customizeOffline } from '../customize';

// The sample bakery opens Monday to Friday 9 to 17 and Saturday 10 to 14, closed on Sunday;
// phone +1 (555) 010-2030, at 14 Mill Street, Portland.
const sample = createSampleSiteModel();
const noHours: SiteModel = { ...sample, business: { ...sample.business, hoursGiven: false } };

function turn(message: string, model: SiteModel = sample) {
  const out = customizeOffline(model, message, null);
  const applied = applySiteEdits(model, out.edits);
  if (!applied.ok) throw new Error(`${message}: ${applied.errors.join('; ')}`);
  return { ...out, after: applied.value };
}

const day = (open: string, close: string) => ({ closed: false, open, close });
const week = (model: SiteModel) => model.business.businessHours;

/** Every day but the named ones as the sample has it. */
function othersKept(after: SiteModel, ...changed: WeekDay[]) {
  for (const [name, hours] of Object.entries(week(sample))) {
    if (!changed.includes(name as WeekDay)) expect(week(after)[name as WeekDay]).toEqual(hours);
  }
}

describe('opening hours: the named days change, and only they', () => {
  it.each([
    ['Saturdays now 9 to 1', 'Saturday: 09:00–13:00'],
    ['saturday hours 9am-1pm', 'Saturday: 09:00–13:00'],
    ['Los sábados ahora abrimos de 9 a 13', 'sábado: 09:00–13:00'],
    ['le samedi de 9h à 13h', 'samedi : 09:00–13:00'],
    ['samstags 9–13 Uhr', 'Samstag: 09:00–13:00'],
    ['il sabato dalle 9 alle 13', 'sabato: 09:00–13:00'],
    ['aos sábados das 9h às 13h', 'sábado: 09:00–13:00'],
    ['zaterdag van 9 tot 13 uur', 'zaterdag: 09:00–13:00'],
    ['בשבת פתוחים מ-9 עד 13', 'שבת: 09:00–13:00'],
    ['يوم السبت من ٩ إلى ١٣', 'السبت: 09:00–13:00'],
  ])('%s', (message, note) => {
    const out = turn(message);
    expect(week(out.after).saturday).toEqual(day('09:00', '13:00'));
    othersKept(out.after, 'saturday');
    expect(out.reply).toContain(note);
  });

  it('reads ranges of days and lists of them, with the 12-hour clock of English', () => {
    const weekdays = turn('weekdays 7:30 to 6pm');
    for (const d of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const)
      expect(week(weekdays.after)[d]).toEqual(day('07:30', '18:00'));
    expect(weekdays.reply).toContain('Monday to Friday: 07:30–18:00');
    const two = turn('Tue-Fri 7-3, Sat 8-12');
    expect(week(two.after).tuesday).toEqual(day('07:00', '15:00'));
    expect(week(two.after).saturday).toEqual(day('08:00', '12:00'));
    othersKept(two.after, 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday');
    const both = turn('Samstag und Sonntag 8–12 Uhr');
    expect(week(both.after).sunday).toEqual(day('08:00', '12:00'));
    expect(week(both.after).saturday).toEqual(day('08:00', '12:00'));
    // Short names only in the owner's language: "lun" is Monday on a Spanish site.
    const spanish = { ...sample, locale: { ...sample.locale, language: 'es' } };
    expect(week(turn('lun-vie 8-15', spanish).after).friday).toEqual(day('08:00', '15:00'));
  });

  it('changes only the opening or only the closing time when only one is said', () => {
    const opens = turn('we open at 8 on Saturdays now');
    expect(week(opens.after).saturday).toEqual(day('08:00', '14:00'));
    const closes = turn('Il venerdì chiudiamo alle 20');
    expect(week(closes.after).friday).toEqual(day('09:00', '20:00'));
    // "close at 3" on a day that closed at 14:00 is the afternoon.
    expect(week(turn('on saturdays we close at 3').after).saturday).toEqual(day('10:00', '15:00'));
  });

  it('asks for both times of a day that was closed, rather than invent one', () => {
    for (const message of ['we open at 10 on Sundays', 'domingos abrimos a las 10']) {
      const out = turn(message);
      expect(out.edits).toEqual([]);
      expect(out.reply).toMatch(/\?|¿/u);
    }
  });

  it.each([
    ['closed on Mondays', 'Monday: closed'],
    ['We no longer open on Wednesdays', 'Wednesday: closed'],
    ['cerramos los lunes', 'lunes: cerrado'],
    ['fermé le lundi', 'lundi : fermé'],
    ['montags geschlossen', 'Montag: geschlossen'],
    ['סגורים ביום שני', 'יום שני: סגור'],
    ['مغلق يوم الاثنين', 'الاثنين: مغلق'],
  ])('%s', (message, note) => {
    const out = turn(message);
    const changed = message.includes('Wednesday') ? 'wednesday' : 'monday';
    expect(week(out.after)[changed].closed).toBe(true);
    othersKept(out.after, changed);
    expect(out.reply).toContain(note);
  });

  it('opens a closed day again with its hours', () => {
    const out = turn('we now open on Sundays 10-2');
    expect(week(out.after).sunday).toEqual(day('10:00', '14:00'));
    expect(out.reply).toContain('Sunday: 10:00–14:00');
  });

  it.each([
    'Closed on Mondays from June',
    'A partir de julio cerramos los lunes',
    'À partir du 1er septembre, fermé le lundi',
    'Im August haben wir samstags geschlossen',
    "We're closed on Christmas Day",
  ])('asks about a change for a later date: %s', (message) => {
    const out = turn(message);
    expect(out.edits).toEqual([]);
    expect(out.reply).toMatch(/\?/u);
  });

  it('asks when the hours cannot be placed: a split day, a day named with nothing said', () => {
    for (const message of ['Mon-Fri 9-12 14-18', 'Saturday 9-1 and Sunday']) {
      const out = turn(message);
      expect(out.edits).toEqual([]);
      expect(out.reply).toContain('?');
    }
  });

  it('says so when the hours asked for are the ones shown', () => {
    const out = turn('Saturdays 10 to 2');
    expect(out.edits).toEqual([]);
    expect(out.reply).toContain('Saturday: 10:00–14:00');
  });
});

describe('opening hours: around the clock, by appointment, none', () => {
  it.each(["We're open 24/7 now", 'abrimos 24 horas', 'ouverts 24h/24', 'مفتوحين 24 ساعة'])(
    '%s',
    (message) => {
      const { after } = turn(message);
      expect(Object.values(week(after)).every(isOpenAllDay)).toBe(true);
    },
  );

  it('does not read a lead time as open around the clock', () => {
    expect(turn('Cake orders need 24 hours notice').edits).toEqual([]);
  });

  it('takes the week off the page for "by appointment only", and keeps it for "also"', () => {
    for (const message of [
      'By appointment only',
      'Termine nur nach Vereinbarung',
      'רק בתיאום מראש',
    ]) {
      const { after } = turn(message);
      expect(after.business.byAppointment).toBe(true);
      expect(after.business.hoursGiven).toBe(false);
    }
    const also = turn('We also see customers by appointment').after;
    expect(also.business.byAppointment).toBe(true);
    expect(also.business.hoursGiven).toBe(true);
  });

  it('removes the hours from the site, or the hours section when the section is named', () => {
    expect(turn('Please remove the opening hours').edits).toEqual([
      { op: 'updateBusinessInfo', patch: { hoursGiven: false } },
    ]);
    expect(turn('quita el horario').after.business.hoursGiven).toBe(false);
    expect(turn('remove the hours section').edits).toEqual([
      { op: 'removeSection', sectionId: 'hours' },
    ]);
  });

  it('on a site without hours, takes a week as the whole week and asks for more than one day', () => {
    const { after, reply } = turn('Mon-Fri 7am-9pm and Sat 9-1', noHours);
    expect(after.business.hoursGiven).toBe(true);
    expect(week(after).monday).toEqual(day('07:00', '21:00'));
    expect(week(after).saturday).toEqual(day('09:00', '13:00'));
    expect(week(after).sunday.closed).toBe(true);
    expect(reply).toContain('Sunday: closed');
    for (const message of ['Saturdays 9 to 1', 'closed on Sundays']) {
      const out = turn(message, noHours);
      expect(out.edits).toEqual([]);
      expect(out.reply).toContain('?');
    }
  });
});

describe('contact facts: one home, and every text that said the old value', () => {
  it('reads a new number followed by "please", and still refuses one spelt with letters', () => {
    expect(
      turn('change our number to 503-555-0199 please').after.business.contactDetails.phone,
    ).toBe('503-555-0199');
    expect(turn('our number is now 0800-GROOMING').edits).toEqual([]);
  });

  // The contact intro says the phone number and the city, as generated sites do.
  const contact = sample.sections.find((s) => s.type === 'contact');
  const withText = ((): SiteModel => {
    const edit: SiteEdit = {
      op: 'setSectionText',
      sectionId: contact?.id ?? 'contact',
      path: 'intro',
      value: 'Visit us in Portland or call +1 (555) 010-2030.',
    };
    const applied = applySiteEdits(sample, [edit]);
    if (!applied.ok) throw new Error('sample');
    return applied.value;
  })();
  const texts = (model: SiteModel) =>
    model.sections.flatMap((s) => listSectionTexts(s).map((t) => t.value)).join('\n');

  it.each([
    ['Our new number is 555 010 9999', '555 010 9999'],
    ['nuevo teléfono: 555 010 9999', '555 010 9999'],
    ['Neue Telefonnummer: 555-010-9999', '555-010-9999'],
    ['מספר הטלפון החדש: 555-010-9999', '555-010-9999'],
  ])('%s', (message, phone) => {
    const { after, reply } = turn(message, withText);
    expect(after.business.contactDetails.phone).toBe(phone);
    expect(texts(after)).not.toContain('010-2030');
    expect(texts(after)).toContain(`call ${phone}.`);
    expect(reply).toContain(phone);
  });

  it('moves the city in the texts too, and leaves the rest of the address as it was', () => {
    const { after, reply } = turn('we moved to 200 Alder Street, Salem', withText);
    expect(after.business.contactDetails.address).toEqual({
      ...sample.business.contactDetails.address,
      street: '200 Alder Street',
      city: 'Salem',
    });
    expect(texts(after)).toContain('Visit us in Salem');
    expect(reply).toContain('200 Alder Street, Salem');
  });

  it('sets an email and a website, and says the new value', () => {
    const email = turn('email us at orders@goldencrumb.com now');
    expect(email.after.business.contactDetails.email).toBe('orders@goldencrumb.com');
    expect(email.reply).toContain('orders@goldencrumb.com');
    const site = turn('notre site web : goldencrumb.fr');
    expect(site.after.business.contactDetails.website).toBe('https://goldencrumb.fr');
  });

  it.each([
    'Update our email to hello.goldencrumb.com',
    'mi nuevo correo es pedidos.goldencrumb.es',
    'New phone number: 0800-GOLDEN',
  ])('asks again for a value that is not one: %s', (message) => {
    const out = turn(message);
    expect(out.edits).toEqual([]);
    expect(out.reply).toContain('?');
  });

  it('opens the business editor when no value is given', () => {
    expect(turn('change my phone number').widget?.type).toBe('business_editor');
    expect(turn('quiero cambiar el teléfono').widget?.type).toBe('business_editor');
  });
});
