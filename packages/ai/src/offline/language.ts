// What language the owner writes in, and which one they ask the site to be written in.
import { LOCALES } from '@zappy/locales/languages';
import { LANGUAGES } from '@zappy/locales/names';
import { INDUSTRIES } from '../knowledge/industries';

/** Languages the offline engine recognises in what the owner writes. */
export type DetectedLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl' | 'he' | 'ar' | 'ru';

const STOPWORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', readonly string[]> = {
  en: ['the', 'and', 'is', 'a', 'for', 'with', 'we', 'our', 'my', 'in', 'of', 'to', 'i', 'it'],
  es: [
    'a',
    'el',
    'la',
    'los',
    'las',
    'de',
    'que',
    'y',
    'en',
    'un',
    'una',
    'para',
    'con',
    'mi',
    'es',
    'somos',
    'tenemos',
    'nuestra',
    'nuestro',
    'del',
  ],
  fr: [
    'le',
    'la',
    'les',
    'des',
    'et',
    'est',
    'une',
    'un',
    'pour',
    'avec',
    'nous',
    'je',
    'du',
    'notre',
    'sur',
    'dans',
    'à',
    'de',
    'en',
    'sommes',
    'nos',
    'vous',
    'avons',
    'très',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'ein',
    'eine',
    'für',
    'mit',
    'wir',
    'ich',
    'unser',
    'unsere',
    'den',
    'im',
    'auf',
  ],
  it: [
    'a',
    'il',
    'gli',
    'della',
    'di',
    'che',
    'è',
    'una',
    'per',
    'con',
    'siamo',
    'abbiamo',
    'nostra',
    'nostro',
    'sono',
    'nel',
    'alla',
    'ci',
    'anche',
    'uno',
    'e',
    'da',
    'dei',
    'delle',
    'facciamo',
    'offriamo',
    'nostri',
    'ai',
  ],
  pt: [
    'a',
    'e',
    'o',
    'os',
    'da',
    'do',
    'das',
    'dos',
    'que',
    'é',
    'um',
    'uma',
    'para',
    'com',
    'somos',
    'temos',
    'nossa',
    'nosso',
    'em',
    'na',
    'no',
    'não',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'is',
    'van',
    'voor',
    'met',
    'wij',
    'we',
    'ons',
    'onze',
    'zijn',
    'hebben',
    'op',
    'bij',
    'ik',
    'aan',
  ],
};

/** Names of the languages a site can be asked for, in English and in themselves. */
const LANGUAGE_NAMES: readonly [string, string][] = [
  ['en', 'english|anglais|ingl[eé]s|englisch|inglese|engels|אנגלית|الإنجليزية'],
  [
    'es',
    'spanish|espa[ñn]ol|castellano|espagnol|spanisch|spagnolo|espanhol|spaans|ספרדית|الإسبانية',
  ],
  ['fr', 'french|fran[çc]ais|franc[eé]s|franz[öo]sisch|francese|frans|צרפתית|الفرنسية'],
  ['de', 'german|deutsch|alem[aá]n|allemand|tedesco|alem[ãa]o|duits|גרמנית|الألمانية'],
  ['it', 'italian|italiano|italien|italienisch|italiaans|איטלקית|الإيطالية'],
  [
    'pt',
    'portuguese|portugu[eê]s|portugais|portugiesisch|portoghese|portugees|פורטוגזית|البرتغالية',
  ],
  [
    'nl',
    'dutch|nederlands|holand[eé]s|n[ée]erlandais|niederl[äa]ndisch|olandese|הולנדית|الهولندية',
  ],
  ['he', 'hebrew|עברית|hebreo|h[ée]breu|hebr[äa]isch|ebraico|hebreeuws|العبرية'],
  ['ar', 'arabic|ערבית|العربية|[áa]rabe|arabisch|arabo'],
];

/**
 * The site language the owner asks for: "write the website in Spanish", "site language: German",
 * "en español", "auf Deutsch", or a language's name alone. A language named in passing ("we sell
 * Spanish wines") is not a request.
 *
 * @example extractSiteLanguage('Please make the website in Spanish') // 'es'
 */
export function extractSiteLanguage(text: string): string | undefined {
  const alone = text.trim().split(/\s+/).length <= 3;
  return LANGUAGE_NAMES.find(([, names]) =>
    new RegExp(
      alone
        ? `(?:^|[\\s:(])[בלب]?(?:${names})(?![\\p{L}])`
        : `(?:\\b(?:in|into|en|em|auf|op|al|na|language|idioma|langue|sprache|lingua|língua|taal)\\s*:?\\s*|[בל]|ب)(?:${names})(?![\\p{L}])`,
      'iu',
    ).test(text),
  )?.[0];
}

/**
 * Signals one language uses and its neighbours don't, counted twice: Portuguese "ã"/"õ", "-ção",
 * "não", "você", "com", "para o" against Spanish "ñ", "-ción", "usted", "con", "para el"
 * ("padaria… aniversário" ties with Spanish on "de" and "que" alone; "ç" is Portuguese against
 * Spanish and shared with French, so it marks Portuguese only), French "œ" and "è", Dutch
 * "ij", German umlauts. Shared function words alone cannot tell them apart. A verb's ending tells
 * its language when nothing else does: Italian "-iamo", Spanish and Portuguese "-amos/-emos/-imos"
 * (Portuguese then by "nh", "lh" and "-eiro": "tenho", "trabalho", "padeiro").
 */
const MARKS: Partial<Record<keyof typeof STOPWORDS, RegExp>> = {
  pt: /^(?:.*[ãõç].*|.*ções?|.*ês|.+(?:nh|lh)[aeiouáéíóú].*|.+(?:eir[oa]s?)|.{3,}(?:amos|emos|imos)|não|você|vocês|com|ao|aos|pelo|pela|nós|são|também|muito|seu|sua|fazemos|oferecemos|atendemos|estamos|fica|às|olá|quero|chama|chamo)$/u,
  es: /^(?:.*ñ.*|.*ción|.*ciones|.{3,}(?:amos|emos|imos)|usted|ustedes|el|los|y|muy|también|nosotros|hacemos|ofrecemos|estamos|al|del|está|hola|quiero|llama|llamo)$/u,
  fr: /^(?:.*[œè].*|nous|vous|avec|chez|sont|aux|est|où|bonjour|je|voudrais)$/u,
  // Italian endings other languages don't share: "dentale", "ortodonzia", "bellezza".
  it: /^(?:.+[àòù]|.*zion[ei]|.{3,}iamo|.*(?:ale|ali|enti|ezza|zia|zie|ici|iche)|il|gli|della|nostro|nostra|siamo|abbiamo|facciamo|offriamo|anche|più|sono|mia|mio|si|ciao|vorrei|chiama)$/u,
  nl: /^(?:.*ij.*|het|wij|ons|onze|zijn|bij|ook|voor|uur|maand|dag|heet|graag|alleen|uit|naar|niet|wat)$/u,
  // German compounds end in the kind of place ("Tischlerei", "Fahrschule", "Hundesalon").
  de: /^(?:.*[äöüß].*|.+(?:erei|stube|laden)|.*(?:schule|praxis|werkstatt)|.{3,}(?:salon|studio)|mein|meine|und|ist|wir|ich|für|mit|unser|unsere|auch|bietet|bieten|sind|nicht|oder|zum|zur|vom|bei|nach|einen|einer)$/u,
};

/**
 * The words each language names kinds of business with ("bäckerei", "padaria", "panificio"), from
 * the locales' industry words, kept only when no other language (English included) shares them. A short opening such as "Friseur in Berlin" has no function words to
 * count: the kind of business it names tells its language.
 */
const BUSINESS_WORDS: ReadonlyMap<string, DetectedLanguage> = (() => {
  const named = new Map<string, Set<DetectedLanguage>>();
  const add = (language: DetectedLanguage, text: string) => {
    for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length >= 4) named.set(word, (named.get(word) ?? new Set()).add(language));
    }
  };
  // The knowledge base's English texts: a word English uses too ("photo", "studio") tells nothing.
  for (const i of INDUSTRIES) {
    add(
      'en',
      [i.label, i.noun, i.imagery, ...i.services.flat(), ...i.audiences, ...i.ctas].join(' '),
    );
    add('en', i.headlines.join(' '));
  }
  for (const language of LANGUAGES) {
    for (const words of Object.values(LOCALES[language].copy.industries)) {
      add(language, `${words.label} ${words.noun}`);
    }
  }
  return new Map(
    [...named].flatMap(([word, languages]) => {
      const [only] = languages;
      // English is what is left without signals; its words only keep others from counting.
      return languages.size === 1 && only && only !== 'en' ? [[word, only] as const] : [];
    }),
  );
})();

/**
 * Guesses the language of a message from its script, common words and distinctive signals.
 *
 * @example detectLanguage('Tenemos una panadería en Madrid') // 'es'
 * @example detectLanguage('Fazemos pão e bolos com muito amor') // 'pt'
 */
export function detectLanguage(text: string): DetectedLanguage {
  if (/[\u0590-\u05FF]/.test(text)) return 'he';
  if (/[\u0600-\u06FF]/.test(text)) return 'ar';
  if (/[\u0400-\u04FF]/.test(text)) return 'ru';
  // An address's words are not the owner's language ("info@palestraolimpo.it" is not English "it").
  const words = text
    .replace(/\S+@\S+|\S+\.\p{L}{2,}(?:\/\S*)?/gu, ' ')
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  // "a Roma", "a Lisboa": "a" before a place is Italian or Portuguese, not the English article;
  // where a business is, Portuguese says "em Lisboa", French "à Lyon" and Italian "a Roma".
  const aBeforePlace = [...text.matchAll(/(?<![\p{L}])a\s+\p{Lu}/gu)].length;
  const emBeforePlace = [...text.matchAll(/(?<![\p{L}])em\s+\p{Lu}/gu)].length;
  const àBeforePlace = [...text.matchAll(/(?<![\p{L}])à\s+\p{Lu}/gu)].length;
  let best: DetectedLanguage = 'en';
  let bestScore = 1;
  for (const [lang, list] of Object.entries(STOPWORDS) as [
    keyof typeof STOPWORDS,
    readonly string[],
  ][]) {
    const marked = words.filter(
      (w) => MARKS[lang]?.test(w) || BUSINESS_WORDS.get(w) === lang,
    ).length;
    const score =
      words.filter((w) => list.includes(w)).length +
      marked * 2 +
      (lang === 'en' ? 0.5 - aBeforePlace : 0) +
      (lang === 'it' ? aBeforePlace * 0.5 : 0) +
      (lang === 'pt' ? emBeforePlace : 0) +
      (lang === 'fr' ? àBeforePlace : 0);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
