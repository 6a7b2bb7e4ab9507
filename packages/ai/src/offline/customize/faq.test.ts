import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { applySiteEdits } from '@zappy/site-model/patch';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import type { CustomizationTurn } from '../../schemas';
import { customizeOffline } from '../customize';

// The sample bakery asks: 0 “Can I pre-order bread?”, 1 “Do you bake gluten-free?”, 2 “How far
// ahead should I order a cake?”, 3 “Do you deliver?”.
const sample = createSampleSiteModel();
const noFaq = createSampleSiteModel({
  sections: sample.sections.map((s) => s.type).filter((type) => type !== 'faq'),
});

/** The sample with other FAQ entries, in another language. */
const withEntries = (entries: [string, string][], language = 'en'): SiteModel => ({
  ...sample,
  locale: { ...sample.locale, language },
  sections: sample.sections.map((s) =>
    s.type === 'faq'
      ? { ...s, items: entries.map(([question, answer]) => ({ question, answer })) }
      : s,
  ),
});
const spanish = withEntries(
  [
    ['¿Hacéis envíos?', 'Sí, a 5 km.'],
    ['¿Tenéis pan sin gluten?', 'Los viernes.'],
  ],
  'es',
);
const french = withEntries(
  [
    ['Livrez-vous\u00a0?', 'Oui, à 5 km.'],
    ['Faites-vous du pain sans gluten\u00a0?', 'Le vendredi.'],
  ],
  'fr',
);
const dutch = withEntries(
  [
    ['Bezorgen jullie?', 'Ja, binnen 5 km.'],
    ['Hebben jullie glutenvrij brood?', 'Op vrijdag.'],
    ['Kan ik vooraf bestellen?', 'Tot 18 uur.'],
  ],
  'nl',
);

/** The turn for a message, after checking its patch applies and gives a valid model. */
function ask(
  model: SiteModel,
  message: string,
  state: CustomizationTurn['state'] | null = null,
): CustomizationTurn & { applied: SiteModel } {
  const turn = customizeOffline(model, message, state);
  const applied = applySiteEdits(model, turn.edits);
  if (!applied.ok) throw new Error(`${message}: ${applied.errors.join('; ')}`);
  expect(SiteModelSchema.safeParse(applied.value).success).toBe(true);
  return { ...turn, applied: applied.value };
}

const questions = (model: SiteModel) =>
  model.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((i) => i.question) : []));

describe('adding a FAQ entry', () => {
  it.each([
    ['Add a question: Do you cater weddings? Yes, on request.', 'Yes, on request.'],
    ['Add FAQ: do you cater weddings — yes, on request', 'Yes, on request'],
    ["add 'Do you cater weddings?' with the answer 'Yes, on request'", 'Yes, on request'],
    ['Q: Do you cater weddings? A: Yes, on request', 'Yes, on request'],
    [
      'Could you add a question to the FAQ? Do you cater weddings? Yes, on request',
      'Yes, on request',
    ],
    ['add faq do you cater weddings? yes on request', 'Yes on request'],
  ])('%s', (message, answer) => {
    expect(ask(sample, message).edits).toEqual([
      { op: 'addFaqItem', question: 'Do you cater weddings?', answer },
    ]);
  });

  it.each([
    [
      'pregunta: hacéis tartas de boda respuesta: sí, por encargo',
      '¿Hacéis tartas de boda?',
      'Sí, por encargo',
    ],
    [
      'Ajoute une question : Faites-vous des gâteaux de mariage – oui, sur commande',
      'Faites-vous des gâteaux de mariage\u00a0?',
      'Oui, sur commande',
    ],
    [
      'Füge eine Frage hinzu: „Backt ihr Hochzeitstorten?“ – „Ja, auf Bestellung.“',
      'Backt ihr Hochzeitstorten?',
      'Ja, auf Bestellung.',
    ],
    [
      'Aggiungi alle domande frequenti: Fate torte nuziali? Sì, su ordinazione.',
      'Fate torte nuziali?',
      'Sì, su ordinazione.',
    ],
    [
      'أضف سؤالا: هل تخبزون كعك الأعراس - نعم، حسب الطلب',
      'هل تخبزون كعك الأعراس؟',
      'نعم، حسب الطلب',
    ],
    [
      'שאלה: אתם אופים עוגות חתונה? תשובה: כן, בהזמנה מראש.',
      'אתם אופים עוגות חתונה?',
      'כן, בהזמנה מראש.',
    ],
  ])('%s: the question in its language’s form', (message, question, answer) => {
    expect(ask(sample, message).edits).toEqual([{ op: 'addFaqItem', question, answer }]);
  });

  it('says what was added, in the owner’s language', () => {
    expect(ask(sample, 'Añade una pregunta: ¿Hacéis tartas de boda? Sí, por encargo.').reply).toBe(
      'Esto es lo que voy a cambiar: la pregunta «¿Hacéis tartas de boda?» con la respuesta «Sí, por encargo». Lo aplico ahora.',
    );
  });

  it('starts the FAQ with its first entry on a site without one, and says both', () => {
    const turn = ask(noFaq, 'Vraag: Bezorgen jullie? Antwoord: Ja, binnen 5 km.');
    expect(turn.edits).toEqual([
      { op: 'addSection', section: expect.objectContaining({ type: 'faq', items: [] }) as object },
      { op: 'addFaqItem', question: 'Bezorgen jullie?', answer: 'Ja, binnen 5 km.' },
    ]);
    expect(turn.reply).toBe(
      'Dit pas ik aan: een nieuwe sectie veelgestelde vragen; de vraag “Bezorgen jullie?” met het antwoord “Ja, binnen 5 km”. Ik voer het nu door.',
    );
  });

  it.each([
    ['Add a FAQ about parking', 'What question should I add, and what is its answer?'],
    [
      'Añade una pregunta sobre el aparcamiento',
      '¿Qué pregunta quieres añadir y cuál es su respuesta?',
    ],
    [
      'Füge eine Frage zum Parken hinzu',
      'Welche Frage soll ich hinzufügen, und wie lautet die Antwort?',
    ],
  ])(
    '%s: asks for the question and its answer, and reads the next message as them',
    (message, reply) => {
      const turn = ask(sample, message);
      expect(turn.edits).toEqual([]);
      expect(turn.reply.startsWith(reply)).toBe(true);
      expect(turn.state.pendingTopic).toBe('faq');
      expect(ask(sample, 'Where can I park? Right behind the shop.', turn.state).edits).toEqual([
        { op: 'addFaqItem', question: 'Where can I park?', answer: 'Right behind the shop.' },
      ]);
    },
  );

  it('asks for the answer of a question given alone, and adds both with the next message', () => {
    const turn = ask(sample, "Add the question 'Do you cater weddings?'");
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toBe('What is the answer to “Do you cater weddings?”?');
    const next = ask(sample, 'yes, on request', turn.state);
    expect(next.edits).toEqual([
      { op: 'addFaqItem', question: 'Do you cater weddings?', answer: 'Yes, on request' },
    ]);
    expect(next.state.pendingTopic).toBeNull();
  });

  it.each([
    [
      'Add these to the FAQ: Do you cater weddings? Yes. Is parking free? Behind the shop, yes.',
      'en',
    ],
    ['Añade estas preguntas: ¿Hacéis bodas? Sí. ¿Hay aparcamiento? Detrás de la tienda.', 'es'],
  ])('%s: several entries written one after another, each added', (message) => {
    const edits = ask(sample, message).edits;
    expect(edits.map((e) => e.op)).toEqual(['addFaqItem', 'addFaqItem']);
  });

  it('keeps an answer whole when a comma and a command word run on in it', () => {
    expect(
      ask(sample, 'Add a question: Do you take cards? Yes, use the reader at the till.').edits,
    ).toEqual([
      {
        op: 'addFaqItem',
        question: 'Do you take cards?',
        answer: 'Yes, use the reader at the till.',
      },
    ]);
    const asked = ask(sample, "Add the question 'Do you take cards?'");
    expect(ask(sample, 'Yes, show your card at the till', asked.state).edits).toEqual([
      {
        op: 'addFaqItem',
        question: 'Do you take cards?',
        answer: 'Yes, show your card at the till',
      },
    ]);
    // Joined with "and", the next request is one of its own.
    expect(
      ask(sample, 'Add a question: Do you take cards? Yes. And make it green').edits.map(
        (e) => e.op,
      ),
    ).toEqual(['addFaqItem', 'setPalette']);
  });

  it('gives a question the FAQ already asks its new answer instead of a copy', () => {
    expect(ask(sample, 'Add a question: Do you deliver? Yes, within 10 km.').edits).toEqual([
      {
        op: 'setSectionText',
        sectionId: 'faq',
        path: 'items.3.answer',
        value: 'Yes, within 10 km.',
      },
    ]);
  });
});

describe('changing a FAQ entry', () => {
  const answer = (index: number, value: string) => ({
    op: 'setSectionText',
    sectionId: 'faq',
    path: `items.${index}.answer`,
    value,
  });

  it.each([
    ['Change the answer to "Do you deliver?" to "Yes, within 10 km"', 3, 'Yes, within 10 km'],
    ['Update the gluten-free answer: Two loaves every day.', 1, 'Two loaves every day.'],
    ['change the delivery answer to Only on Saturdays', 3, 'Only on Saturdays'],
    ['Change the answer to the cake question to two weeks ahead', 2, 'Two weeks ahead'],
    ['Change the answer of the first question to: Yes, until 8 pm.', 0, 'Yes, until 8 pm.'],
  ])('%s', (message, index, value) => {
    expect(ask(sample, message).edits).toEqual([answer(index, value)]);
  });

  it.each([
    ['En la pregunta de envíos pon que sí, hasta 10 km', spanish, 0, 'Sí, hasta 10 km'],
    ['Cambia la respuesta de la segunda pregunta a «Todos los días»', spanish, 1, 'Todos los días'],
    [
      'Change la réponse à « Livrez-vous ? » : Oui, dans tout Lyon.',
      french,
      0,
      'Oui, dans tout Lyon.',
    ],
    ['Pas het antwoord op de vraag over glutenvrij aan: Elke dag.', dutch, 1, 'Elke dag.'],
  ])('%s', (message, model, index, value) => {
    expect(ask(model, message).edits).toEqual([answer(index, value)]);
  });

  it('rewords a question and says how it reads now', () => {
    const turn = ask(
      sample,
      "Change the question 'Do you deliver?' to 'Do you deliver on Sundays?'",
    );
    expect(turn.edits).toEqual([
      {
        op: 'setSectionText',
        sectionId: 'faq',
        path: 'items.3.question',
        value: 'Do you deliver on Sundays?',
      },
    ]);
    expect(turn.reply).toContain(
      'the question “Do you deliver?” reworded as “Do you deliver on Sundays?”',
    );
  });

  it('asks for the new answer when it is not given, and reads the next message as it', () => {
    const turn = ask(sample, 'Change the answer about gluten');
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toBe('What should the answer to “Do you bake gluten-free?” say?');
    expect(ask(sample, 'Two loaves a day.', turn.state).edits).toEqual([
      answer(1, 'Two loaves a day.'),
    ]);
  });

  it('asks which entry when two fit or none does, naming them', () => {
    const two = withEntries([
      ['Do you deliver bread?', 'Yes.'],
      ['Do you deliver cakes?', 'Within 10 km.'],
      ['Are you open on Sundays?', 'No.'],
    ]);
    const turn = ask(two, 'Change the delivery answer: Every day.');
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toBe(
      'Which question do you mean: “Do you deliver bread?” or “Do you deliver cakes?”?',
    );
    expect(ask(spanish, 'Quita la pregunta sobre el aparcamiento').reply).toBe(
      'No encuentro esa pregunta en tus preguntas frecuentes. ¿A qué pregunta te refieres: «¿Hacéis envíos?» o «¿Tenéis pan sin gluten?»?',
    );
  });
});

describe('moving a FAQ entry', () => {
  it.each([
    ['Move the delivery question to the top', 3, 0],
    ['Put the gluten-free question last', 1, 3],
    ['move the cake question up', 2, 1],
    ['Move the delivery question above the gluten one', 3, 1],
    ['Move the first question below the cake question', 0, 2],
  ])('%s', (message, index, toIndex) => {
    expect(ask(sample, message).edits).toEqual([{ op: 'moveFaqItem', index, toIndex }]);
  });

  it.each([
    ['Mueve la pregunta de envíos al final', spanish, 0, 1],
    ['Mets la question sur le gluten en premier', french, 1, 0],
    ['Zet de vraag over bestellen bovenaan', dutch, 2, 0],
  ])('%s', (message, model, index, toIndex) => {
    expect(ask(model, message).edits).toEqual([{ op: 'moveFaqItem', index, toIndex }]);
  });

  it('says where the entry went, and that nothing moves when it is there already', () => {
    expect(ask(sample, 'Move the delivery question to the top').reply).toContain(
      'moving the question “Do you deliver?” to the top',
    );
    const there = ask(sample, 'Move the bread question to the top');
    expect(there.edits).toEqual([]);
    expect(there.reply).toBe('The question “Can I pre-order bread?” is already in that place.');
  });
});

describe('removing a FAQ entry', () => {
  it.each([
    ['Remove the question about gluten', sample, 1],
    ['Delete the last FAQ', sample, 3],
    ['remove question 3', sample, 2],
    ['Verwijder de tweede vraag', dutch, 1],
    ['Supprime la question « Livrez-vous ? »', french, 0],
    ['Borra la pregunta del pan sin gluten', spanish, 1],
  ])('%s', (message, model, index) => {
    const turn = ask(model, message);
    expect(turn.edits).toEqual([{ op: 'removeFaqItem', index }]);
    expect(questions(turn.applied)).toHaveLength(questions(model).length - 1);
  });

  it('removes each entry named with "and", the last first', () => {
    expect(
      ask(sample, 'Remove the question about gluten and the one about delivery').edits,
    ).toEqual([
      { op: 'removeFaqItem', index: 3 },
      { op: 'removeFaqItem', index: 1 },
    ]);
    // A change of two answers at once names no one new wording: asked.
    expect(ask(sample, 'Change the answer about gluten and delivery: Yes').edits).toEqual([]);
  });

  it('offers to start a FAQ when the site has none', () => {
    const turn = ask(noFaq, 'Remove the question about parking');
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toMatch(/^Your site has no FAQ yet\. Would you like to start one\?/);
    expect(turn.state.pendingTopic).toBe('faq');
  });
});

describe('what is not one entry is left to the other readers', () => {
  it.each([
    ['remove the FAQ', { op: 'removeSection', sectionId: 'faq' }],
    ['Quita las preguntas frecuentes', { op: 'removeSection', sectionId: 'faq' }],
    ['move the FAQ to the top', { op: 'moveSection', sectionId: 'faq', toIndex: 1 }],
    [
      'Change the button to Ask a question',
      {
        op: 'setSectionText',
        sectionId: 'hero',
        path: 'primaryAction.label',
        value: 'Ask a question',
      },
    ],
    [
      "Change the FAQ heading to 'Good to know'",
      { op: 'setSectionText', sectionId: 'faq', path: 'heading', value: 'Good to know' },
    ],
  ])('%s', (message, edit) => {
    expect(ask(sample, message).edits).toEqual([edit]);
  });
});

describe('a FAQ entry put on a site with no FAQ', () => {
  it('adds the section and the entry rather than asking to start one', () => {
    const out = customizeOffline(
      noFaq,
      'Put a question in the FAQ: Do you make gluten-free bread? Yes, on Fridays.',
      null,
    );
    const applied = applySiteEdits(noFaq, out.edits);
    if (!applied.ok) throw new Error(applied.errors.join('; '));
    const faq = applied.value.sections.find((s) => s.type === 'faq');
    expect(faq?.type === 'faq' ? faq.items : []).toEqual([
      { question: 'Do you make gluten-free bread?', answer: 'Yes, on Fridays.' },
    ]);
  });
});
