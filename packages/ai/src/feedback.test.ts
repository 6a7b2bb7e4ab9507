import { RequirementsSchema } from '@zappy/contract/requirements';
import { describe, expect, it } from 'vitest';
import { createBrain } from './brain';
import { lookWish, mergeFeedback, namedServices } from './feedback';

const BRIEF = RequirementsSchema.parse({
  businessName: 'Rapid Flow Plumbing',
  industry: 'plumbing',
  language: 'en',
  inputLanguage: 'en',
  description: 'A plumber in Austin: leak repair and water heaters.',
  specialties: ['Leak repair', 'Water heaters'],
  contactDetails: {
    email: 'hi@rapidflow.example.com',
    phone: '(555) 201-3344',
    address: { street: '12 Elm Street', city: 'Austin' },
  },
  businessHours: {
    monday: { open: '08:00', close: '18:00' },
    saturday: { closed: true },
    sunday: { closed: true },
  },
});

/** The brief after a feedback text, read by the offline Brain as generation reads it. */
async function afterFeedback(text: string, brief = BRIEF) {
  const said = (await createBrain({ seed: 3 }).extractRequirements(text)).value;
  return { merged: mergeFeedback(brief, said, text), wish: lookWish(said) };
}

describe('mergeFeedback', () => {
  it('updates the phone and keeps the street address, city and email', async () => {
    const { merged } = await afterFeedback('Our new phone number is (555) 987-6543.');
    expect(merged.contactDetails).toMatchObject({
      phone: '(555) 987-6543',
      email: 'hi@rapidflow.example.com',
      address: { street: '12 Elm Street', city: 'Austin' },
    });
  });

  it('opens Sunday and keeps the other days the owner gave', async () => {
    const { merged } = await afterFeedback('We now open Sundays 10-2');
    expect(merged.businessHours?.sunday).toEqual({ closed: false, open: '10:00', close: '14:00' });
    expect(merged.businessHours?.monday).toEqual({ closed: false, open: '08:00', close: '18:00' });
    expect(merged.businessHours?.saturday.closed).toBe(true);
  });

  it('adds a service the feedback names, with a fact the fidelity report looks for', async () => {
    const { merged } = await afterFeedback('We now also do boiler servicing.');
    expect(merged.specialties).toEqual(['Leak repair', 'Water heaters', 'Boiler servicing']);
    expect(merged.facts).toContainEqual(
      expect.objectContaining({ kind: 'service', value: 'Boiler servicing' }),
    );
  });

  it('turns no request into a service, in English or Spanish', async () => {
    for (const text of [
      'Make it more modern',
      'Hacemos que estamos abiertos: que se vea más moderna',
      'Please make the headings bigger',
    ]) {
      const { merged } = await afterFeedback(text);
      expect(merged.specialties, text).toEqual(BRIEF.specialties);
      expect(merged.facts.filter((fact) => fact.kind === 'service')).toEqual([]);
    }
  });

  it('reads a style wish as a new look and leaves the facts alone', async () => {
    const { merged, wish } = await afterFeedback('Make it more modern');
    expect(wish).toEqual({ style: true, colours: false });
    expect(merged.style).toBe('modern');
    expect(merged.contactDetails).toEqual(BRIEF.contactDetails);
    expect(merged.businessHours).toEqual(BRIEF.businessHours);
  });

  it('keeps the name, kind, language and description, and adds no feedback to the copy', async () => {
    const { merged, wish } = await afterFeedback('Escribe que somos los mejores de Austin');
    expect(wish).toEqual({ style: false, colours: false });
    expect(merged).toMatchObject({
      businessName: BRIEF.businessName,
      industry: 'plumbing',
      language: 'en',
      inputLanguage: 'en',
      description: BRIEF.description,
    });
  });
});

describe('namedServices', () => {
  it('reads a service after a cue that states one, in several languages', () => {
    expect(namedServices('Make it modern. We now also do boiler servicing.')).toEqual([
      'Boiler servicing',
    ]);
    expect(namedServices('Ahora también ofrecemos tartas sin gluten.')).toEqual([
      'Tartas sin gluten',
    ]);
    expect(namedServices('Wir bieten jetzt auch Brautfrisuren.')).toEqual(['Brautfrisuren']);
    expect(namedServices('Make the photos larger')).toEqual([]);
  });
});
