import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SiteModelSchema } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { customizeOffline, photoSearchWidget, type CustomizeOptions } from '../customize';

// The sample site has a hero, an About image and three gallery images.
const model = createSampleSiteModel();
const GALLERY = ['gallery-1', 'gallery-2', 'gallery-3'];
const ALL = ['hero', 'about', ...GALLERY];

/** What a request asks the server to search for, with the images offered to replace. */
function searched(message: string, options: CustomizeOptions = {}) {
  const turn = customizeOffline(model, message, null, options);
  const widget = turn.widget;
  if (!widget?.photoSearch) return undefined;
  expect(turn.edits).toEqual([]);
  expect(widget.type).toBe('image_replace');
  expect(widget.photoSearch.photos).toEqual([]);
  return {
    query: widget.photoSearch.query,
    images: widget.images?.map((image) => image.id),
    reply: turn.reply,
    language: turn.state.language,
  };
}

describe('a request for a photo of something, in the nine languages', () => {
  it.each([
    ['a photo of sourdough loaves', 'sourdough loaves', ALL, 'en'],
    ['use a picture of a dog being groomed for the hero', 'dog being groomed', ['hero'], 'en'],
    ['find a photo of croissants for the gallery', 'croissants', GALLERY, 'en'],
    ['Photos of our bread in the gallery please', 'bread', GALLERY, 'en'],
    ['une photo de croissants', 'croissants', ALL, 'fr'],
    ['Trouvez une photo d’huîtres pour la bannière', 'huîtres', ['hero'], 'fr'],
    ['ein Foto von Brot', 'Brot', ALL, 'de'],
    ['Such ein Bild von einem Hund im Salon für das Titelbild', 'Hund im Salon', ['hero'], 'de'],
    ['una foto de pan de masa madre para la portada', 'pan de masa madre', ['hero'], 'es'],
    ['busca fotos de cruasanes para la galería', 'cruasanes', GALLERY, 'es'],
    ['trova una foto di cornetti per la galleria', 'cornetti', GALLERY, 'it'],
    ["usa un'immagine di un cane per la copertina", 'cane', ['hero'], 'it'],
    [
      'Quero uma foto de pão de fermentação natural para a capa',
      'pão de fermentação natural',
      ['hero'],
      'pt',
    ],
    ['Zoek een foto van zuurdesembrood voor de galerij', 'zuurdesembrood', GALLERY, 'nl'],
    ['חפש תמונה של לחם מחמצת בשביל הגלריה', 'לחם מחמצת', GALLERY, 'he'],
    ['שים תמונה של קרואסונים בגלריה', 'קרואסונים', GALLERY, 'he'],
    ['أريد صورة لخبز العجين المخمر في المعرض', 'خبز العجين المخمر', GALLERY, 'ar'],
    ['ابحث عن صورة كرواسون للغلاف', 'كرواسون', ['hero'], 'ar'],
  ])('%s → “%s”', (message, query, images, language) => {
    const found = searched(message);
    expect(found).toMatchObject({ query, images, language });
    // The question names the words, and asks which image only when there is a choice.
    expect(found?.reply).toContain(query);
    const one = customizeOffline(model, message, null).state.language;
    expect(one).toBe(language);
  });

  it('is not fooled by the examples’ own words: any subject, any place', () => {
    expect(searched('a photo of a tractor in a field for the about section')).toMatchObject({
      query: 'tractor in a field',
      images: ['about'],
    });
    expect(searched('replace the hero image with a picture of a cake on a table')).toMatchObject({
      query: 'cake on a table',
      images: ['hero'],
    });
    expect(searched('find pictures of "red bicycles"')).toMatchObject({ query: 'red bicycles' });
  });
});

describe('what is not a search', () => {
  it.each([
    'the photo is too dark',
    'the photo of the team is blurry',
    'make the picture of the bread brighter',
    'la foto es demasiado oscura',
    'la foto del equipo está borrosa',
    'la photo de l’équipe est floue',
    'das Foto ist zu dunkel',
    'das Foto von unserem Team ist unscharf',
    'la foto è troppo scura',
    'a foto da equipe está desfocada',
    'de foto is te donker',
    'התמונה כהה מדי',
    'התמונה של הצוות מטושטשת',
    'الصورة داكنة جدا',
    'صورة الفريق غير واضحة',
    'change the headline to "A photo of our bread"',
    'describe the hero photo as a photo of our shop at dusk',
    'use a photo of our team',
  ])('%s', (message) => {
    expect(searched(message)).toBeUndefined();
  });

  it('takes a description for what it is', () => {
    const turn = customizeOffline(
      model,
      'describe the hero photo as a photo of our shop at dusk',
      null,
    );
    expect(turn.edits).toEqual([
      { op: 'setImageAlt', slot: 'hero', alt: 'a photo of our shop at dusk' },
    ]);
  });
});

describe('which image the photo goes in: never guessed', () => {
  it('is the image pointed at when the words name none', () => {
    const subject = { sectionId: 'about', imageSlot: 'about' };
    expect(searched('a photo of our oven', { subject })?.images).toEqual(['about']);
    // Words naming a place win over what was pointed at.
    expect(searched('a photo of our oven for the hero', { subject })?.images).toEqual(['hero']);
  });

  it('is the site’s only image, or else every image for the owner to choose from', () => {
    const heroOnly = SiteModelSchema.parse({
      ...model,
      sections: model.sections.filter((s) => s.type !== 'gallery' && s.type !== 'about'),
      images: model.images.filter((image) => image.id === 'hero'),
    });
    const turn = customizeOffline(heroOnly, 'a photo of croissants', null);
    expect(turn.widget?.images?.map((image) => image.id)).toEqual(['hero']);
    expect(turn.reply).toBe('Here is what I found for “croissants”. Pick the photo you like.');
    expect(searched('a photo of croissants')?.reply).toBe(
      'Here is what I found for “croissants”. Pick a photo, and the image of your site it should replace.',
    );
  });
});

describe('photoSearchWidget (the LLM engine’s search)', () => {
  it('offers the slot or section the model named, else lets the owner choose', () => {
    const widget = (slot: string | null) =>
      photoSearchWidget(model, 'a photo of bread', null, {}, { query: 'bread', slot });
    expect(widget('hero')?.images?.map((image) => image.id)).toEqual(['hero']);
    expect(widget('gallery')?.images?.map((image) => image.id)).toEqual(GALLERY);
    expect(widget(null)?.images?.map((image) => image.id)).toEqual(ALL);
    expect(widget('nowhere')?.photoSearch).toEqual({ query: 'bread', photos: [] });
  });
});
