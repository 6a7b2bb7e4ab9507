import type { FidelityReport } from '@zappy/contract/fidelity';
import { driveConversation } from '@zappy/fixtures/wizard-answers';
import { describe, expect, it } from 'vitest';
import { createBrain } from './brain';
import { buildFidelityReport } from './fidelity-report';
import { generateSite } from './recipe';

const brain = createBrain({ provider: 'offline', seed: 3 });

async function reportFor(message: string) {
  const turns = await driveConversation(brain, message, undefined, 12, 3);
  const requirements = turns[turns.length - 1]?.state.requirements;
  if (!requirements) throw new Error('no requirements');
  return generateSite(brain, requirements, { seed: 3 });
}

const find = (report: FidelityReport, kind: string, value?: string) =>
  report.facts.find((f) => f.kind === kind && (value === undefined || f.value === value));
const placeTypes = (report: FidelityReport, kind: string, value?: string) =>
  find(report, kind, value)?.places.map((p) => p.type);

describe('buildFidelityReport (through generateSite)', () => {
  it('shows plans, hours and address with the sections that state them', async () => {
    const site = await reportFor(
      'Peak Fitness is a gym at 42 Oak Street, Austin, TX 78701. Open Mon-Fri 6-22, Sat 8-20. Memberships: Basic at $29/month, Premium at $59/month. Email hi@peakfitness.com',
    );
    const report = site.fidelity;
    expect(placeTypes(report, 'price', 'Basic: USD 29 a month')).toEqual(['pricing']);
    expect(placeTypes(report, 'price', 'Premium: USD 59 a month')).toEqual(['pricing']);
    expect(find(report, 'hours')).toMatchObject({
      value: 'Monday to Friday 06:00-22:00, Saturday 08:00-20:00',
      shown: true,
    });
    // Once in the body: the hours section, or the contact section when there is none.
    const hoursPlaces = placeTypes(report, 'hours') ?? [];
    expect(hoursPlaces).toHaveLength(1);
    expect(['hours', 'contact']).toContain(hoursPlaces[0]);
    expect(find(report, 'address')).toMatchObject({
      value: '42 Oak Street, Austin, TX, 78701',
      shown: true,
    });
    expect(placeTypes(report, 'address')).toContain('contact');
    expect(placeTypes(report, 'email')).toContain('contact');
    expect(report.facts.filter((f) => !f.shown)).toEqual([]);
    expect(report.omittedSections.map((s) => s.type)).not.toContain('pricing');
    expect(report.omittedSections.map((s) => s.type)).not.toContain('hours');
  });

  it('reports pricing as omitted, with its reason, when the owner gave no prices', async () => {
    const site = await reportFor(
      'Shear Bliss is a hair salon in Denver offering haircuts and colouring. Email hi@shearbliss.com',
    );
    expect(site.model.sections.some((s) => s.type === 'pricing')).toBe(false);
    expect(site.fidelity.omittedSections).toContainEqual({ type: 'pricing', reason: 'no-prices' });
    expect(find(site.fidelity, 'price')).toBeUndefined();
    expect(placeTypes(site.fidelity, 'email', 'hi@shearbliss.com')).toContain('contact');
  });

  it('reports hours with no closing time: no hours section, with the reason', async () => {
    const site = await reportFor(
      'Crumb & Co is a bakery in Leeds, open Tuesday to Sunday from 7am. We bake sourdough, cinnamon buns and rye bread. Call 0113 496 0000.',
    );
    expect(site.fidelity.omittedSections).toContainEqual({
      type: 'hours',
      reason: 'hours-incomplete',
    });
    expect(find(site.fidelity, 'hours')).toBeUndefined();
    expect(find(site.fidelity, 'phone', '0113 496 0000')?.shown).toBe(true);
  });
});

describe('buildFidelityReport (a page that leaves facts out)', () => {
  it('gives each left-out fact its reason and finds facts only in rendered sections', async () => {
    const site = await reportFor(
      'Crumb & Co is a bakery in Leeds, open Tuesday to Sunday from 7am. We bake sourdough and rye bread. Call 0113 496 0000.',
    );
    // The same model on a page whose contact and FAQ sections do not state the hours.
    const html = new TextDecoder()
      .decode(site.files.get('index.html'))
      .replace(/Tuesday to Sunday from 07:00/g, '');
    const report = buildFidelityReport(site.requirements, site.model, html);
    expect(find(report, 'hours-note')).toEqual({
      kind: 'hours-note',
      value: 'Tuesday to Sunday from 07:00',
      shown: false,
      places: [],
      reason: 'hours-incomplete',
    });
    const withoutContact = html.replace(/<section id="contact"[\s\S]*?<\/section>/, '');
    const phone = find(buildFidelityReport(site.requirements, site.model, withoutContact), 'phone');
    expect(phone?.places.map((p) => p.type)).not.toContain('contact');
  });

  it('shows the owner’s web address in the contact details', async () => {
    const site = await reportFor(
      'Shipfast is a checklist app for small e-commerce teams. Starter is $12 per month, Growth is $39 per month. Join the beta at shipfast.app',
    );
    expect(find(site.fidelity, 'website')).toMatchObject({ value: 'shipfast.app', shown: true });
    expect(placeTypes(site.fidelity, 'website', 'shipfast.app')).toContain('contact');
    expect(placeTypes(site.fidelity, 'price', 'Starter: USD 12 a month')).toEqual(['pricing']);
  });

  it('reports brand words only where the page uses them, written with the owner’s case', async () => {
    const site = await reportFor(
      'Bright Smile is a dental clinic in Austin offering Invisalign aligners and whitening. Our dentists trained in Mission Bay. Email hi@brightsmile.example',
    );
    const html = new TextDecoder().decode(site.files.get('index.html'));
    expect(find(site.fidelity, 'brand', 'Invisalign')?.shown).toBe(true);
    // "Mission" and "Bay" never reach the page: they are words, not facts it left out.
    expect(find(site.fidelity, 'brand', 'Mission')).toBeUndefined();
    const lowered = buildFidelityReport(
      site.requirements,
      site.model,
      html.replaceAll('Invisalign', 'invisalign'),
    );
    expect(find(lowered, 'brand', 'Invisalign')).toMatchObject({ shown: false, places: [] });
  });
});
