import { RequirementsSchema } from '@zappy/contract/requirements';
import { BAKERY_REQUIREMENTS } from '@zappy/fixtures/requirements';
import { PICTURE_MOTIFS } from '@zappy/site-model/motifs';
import type { Motif, SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { createBrain } from '../brain';
import { suggestHeroImages } from '../hero-images';
import { GENERAL_INDUSTRY, getIndustry, INDUSTRIES } from '../knowledge/industries';
import { assignMotifs, MOTIF_WORDS, motifFamily } from '../knowledge/motifs';
import { generateSite } from '../recipe';

/** Everything that is food or drink: a business that does not serve any never shows it. */
const FOOD: readonly Motif[] = [
  'bakery',
  'food',
  'bread',
  'croissant',
  'cake',
  'cakeslice',
  'wheat',
  'coffee',
  'cookie',
  'donut',
  'icecream',
  'cutlery',
  'soup',
  'salad',
  'pizza',
  'chefhat',
  'cookingpot',
  'platter',
  'wine',
  'beer',
  'cocktail',
];
const SERVES_FOOD = new Set(['bakery', 'cafe', 'restaurant', 'bar', 'catering', 'hotel', 'events']);

const motifsOf = (model: SiteModel) => model.images.map((image) => image.motif);

async function siteFor(key: string, specialties: string[], seed: number) {
  const requirements = RequirementsSchema.parse({
    businessName: 'Northwind',
    industry: key,
    specialties,
    // Every section that carries an image, whatever the industry usually shows.
    sections: ['hero', 'about', 'services', 'gallery', 'contact', 'footer'],
    contactDetails: {
      email: 'hello@northwind.example.com',
      address: { street: '', city: 'Leeds', state: '', zip: '', country: '' },
    },
  });
  const site = await generateSite(createBrain({ seed }), requirements, { seed });
  return site.model;
}

describe('the pictures on a generated page', () => {
  it.each([...INDUSTRIES, GENERAL_INDUSTRY].map((i) => [i.key, i] as const))(
    '%s: five pictures of its own family, none twice',
    async (_key, industry) => {
      for (const [specialties, seed] of [
        [[], 3],
        [industry.services.slice(0, 3).map(([title]) => title), 5],
      ] as const) {
        const model = await siteFor(industry.key, [...specialties], seed);
        const motifs = motifsOf(model);
        expect(model.images.map((i) => i.id)).toEqual([
          'hero',
          'about',
          'gallery-1',
          'gallery-2',
          'gallery-3',
        ]);
        expect(new Set(motifs).size, motifs.join(', ')).toBe(motifs.length);
        for (const motif of motifs) expect(industry.motifs).toContain(motif);
        if (!SERVES_FOOD.has(industry.key))
          for (const motif of motifs) expect(FOOD).not.toContain(motif);
      }
    },
    60_000,
  );

  it("draws a bakery's gallery of sourdough, croissants and custom cakes as bread, pastry and cake", async () => {
    const requirements = {
      ...BAKERY_REQUIREMENTS,
      specialties: ['Sourdough', 'Croissants', 'Custom cakes'],
      sections: ['hero', 'about', 'gallery', 'contact', 'footer'],
    };
    const site = await generateSite(createBrain({ seed: 4 }), requirements, { seed: 4 });
    const byId = new Map(site.model.images.map((i) => [i.id, i]));
    expect(byId.get('gallery-1')?.motif).toBe('bread');
    expect(byId.get('gallery-2')?.motif).toBe('croissant');
    expect(byId.get('gallery-3')?.motif).toBe('cake');
    // The hero takes a picture the gallery does not need, and says what it shows.
    const hero = byId.get('hero');
    expect(['bread', 'croissant', 'cake']).not.toContain(hero?.motif);
    expect(hero?.alt).toBe(
      `Illustration of ${MOTIF_WORDS[hero?.motif ?? 'bakery']} for Golden Crumb in Portland`,
    );
  }, 60_000);

  it('keeps the picture the owner chose for the hero, and shows it nowhere else', async () => {
    const requirements = { ...BAKERY_REQUIREMENTS, heroImageId: 'hero-bread-77' };
    const site = await generateSite(createBrain({ seed: 4 }), requirements, { seed: 4 });
    const hero = site.model.images.find((i) => i.id === 'hero');
    expect(hero).toMatchObject({ motif: 'bread', seed: 77 });
    expect(hero?.alt).toBe('Illustration of a loaf of bread for Golden Crumb in Portland');
    expect(site.model.images.filter((i) => i.motif === 'bread')).toHaveLength(1);
  }, 60_000);
});

describe('families and hero choices', () => {
  it.each([...INDUSTRIES, GENERAL_INDUSTRY].map((i) => [i.key, i] as const))(
    '%s has six or more distinct pictures, each with words',
    (_key, industry) => {
      expect(industry.motifs.length).toBeGreaterThanOrEqual(6);
      expect(new Set(industry.motifs).size).toBe(industry.motifs.length);
      for (const motif of industry.motifs) {
        expect(PICTURE_MOTIFS).toContain(motif);
        expect(MOTIF_WORDS[motif]).toMatch(/^[a-z]/);
      }
    },
  );

  it.each(['pet', 'dog groomer', 'Peluquería canina en Sevilla', 'Hundesalon Bello in Köln'])(
    'offers %s only pictures of its own trade, no food',
    (industry) => {
      const ideas = suggestHeroImages({ industry, businessName: 'Waggy Tails', count: 8, seed: 2 });
      expect(ideas).toHaveLength(8);
      const pet = INDUSTRIES.find((i) => i.key === 'pet')?.motifs ?? [];
      for (const idea of ideas) {
        expect(pet).toContain(idea.motif);
        expect(FOOD).not.toContain(idea.motif);
        expect(`${idea.alt} ${idea.label}`).not.toMatch(/food|plate|dish|bread|cake|coffee/i);
      }
      expect(ideas[0]?.label).toBe('Signature: a dog');
      expect(ideas[0]?.alt).toBe('Illustration of a dog for Waggy Tails');
    },
  );

  it("draws a florist filed as a shop with flowers, from the owner's words", async () => {
    const description = 'Petal & Stem is a florist in Leeds: wedding flowers, bouquets and plants.';
    const ideas = suggestHeroImages({ industry: 'boutique', description, count: 4, seed: 1 });
    expect(ideas.map((i) => i.motif)).toEqual(['flower', 'blossom', 'sprout', 'leaf']);
    const family = motifFamily(getIndustry('boutique'), description);
    const requirements = RequirementsSchema.parse({
      businessName: 'Petal & Stem',
      industry: 'boutique',
      description,
      specialties: ['Wedding flowers', 'Bouquets', 'Plants'],
      sections: ['hero', 'about', 'gallery', 'contact', 'footer'],
    });
    const site = await generateSite(createBrain({ seed: 2 }), requirements, { seed: 2 });
    const motifs = motifsOf(site.model);
    expect(new Set(motifs).size).toBe(5);
    for (const motif of motifs) expect(family).toContain(motif);
    // The florist's flower is its hero, even with "Wedding flowers" in the gallery.
    expect(motifs[0]).toBe('flower');
    expect(motifs).not.toContain('shirt');
  }, 60_000);

  it("takes only words for what the business is: a plumber's kitchens bring no pot", () => {
    const plumbing = getIndustry('plumbing');
    expect(motifFamily(plumbing, 'We fit kitchens and bathrooms and fix leaks')).toEqual([
      ...plumbing.motifs,
    ]);
  });

  it('offers every industry its own family, hero choices all different', () => {
    for (const industry of INDUSTRIES) {
      const ideas = suggestHeroImages({ industry: industry.key, count: 4, seed: 1 });
      expect(new Set(ideas.map((i) => i.motif)).size).toBe(4);
      for (const idea of ideas) expect(industry.motifs).toContain(idea.motif);
    }
  });

  it("leaves the owner's named services to the gallery: the hero's first choice is another picture", () => {
    const ideas = suggestHeroImages({
      industry: 'bakery',
      specialties: ['Croissants'],
      count: 7,
      seed: 1,
    });
    expect(ideas[0]?.motif).toBe('bread');
    expect(ideas.at(-1)?.motif).toBe('croissant');
  });

  it('gives captions their picture and the rest the next free ones, never one twice', () => {
    const family: Motif[] = ['croissant', 'bread', 'cake', 'wheat', 'cakeslice'];
    expect(
      assignMotifs(family, ['croissant'], ['', 'Sourdough', 'Croissants', 'Custom cakes']),
    ).toEqual(['wheat', 'bread', 'cakeslice', 'cake']);
    // Past the family's end it goes round again rather than fail.
    expect(assignMotifs(['dog', 'paw'], ['dog'], ['', '', ''])).toEqual(['paw', 'dog', 'paw']);
  });
});
