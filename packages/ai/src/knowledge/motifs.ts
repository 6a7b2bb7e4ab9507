import type { Motif, PictureMotif } from '@zappy/site-model/schema';
import type { Industry } from './types';

/**
 * What each motif's picture shows, in English, for alt texts and the wizard's hero choices
 * ("Illustration of a croissant for Golden Crumb").
 */
export const MOTIF_WORDS: Record<Motif, string> = {
  // The pattern families of stored sites.
  bakery: 'warm bakery shapes',
  food: 'fresh food shapes',
  tech: 'circuit lines and a dashboard',
  wellness: 'soft, calming shapes',
  legal: 'classic columns',
  photography: 'framed photographs in soft light',
  fitness: 'dynamic diagonal stripes',
  nature: 'leaves and flowing lines',
  retail: 'a playful pattern of shapes',
  construction: 'blueprint lines and frames',
  // Pictures.
  bread: 'a loaf of bread',
  croissant: 'a croissant',
  cake: 'a layered cake',
  cakeslice: 'a slice of cake',
  wheat: 'ears of wheat',
  coffee: 'a cup of coffee',
  cookie: 'a cookie',
  donut: 'a doughnut',
  icecream: 'an ice-cream cone',
  cutlery: 'a fork and knife',
  soup: 'a steaming bowl',
  salad: 'a bowl of salad',
  pizza: 'a slice of pizza',
  chefhat: "a chef's hat",
  cookingpot: 'a cooking pot',
  platter: 'a served platter',
  wine: 'a glass of wine',
  beer: 'a mug of beer',
  cocktail: 'a cocktail glass',
  scales: 'scales of justice',
  gavel: 'a gavel',
  landmark: 'a building with columns',
  document: 'a document',
  book: 'an open book',
  calculator: 'a calculator',
  barchart: 'a bar chart',
  linechart: 'a rising line chart',
  piechart: 'a pie chart',
  coins: 'a stack of coins',
  piggybank: 'a piggy bank',
  briefcase: 'a briefcase',
  handshake: 'a handshake',
  target: 'a target',
  lightbulb: 'a light bulb',
  speech: 'speech bubbles',
  megaphone: 'a megaphone',
  laptop: 'a laptop',
  cloud: 'a cloud',
  smartphone: 'a smartphone',
  cog: 'a gear',
  house: 'a house',
  key: 'a key',
  building: 'an apartment building',
  drafting: 'a drafting compass',
  ruler: 'a ruler',
  pencil: 'a pencil',
  lamp: 'a lamp',
  tooth: 'a tooth',
  smile: 'a smile',
  sparkles: 'sparkles',
  calendar: 'a calendar',
  stethoscope: 'a stethoscope',
  heartpulse: 'a heart with a pulse line',
  pill: 'a capsule',
  heart: 'a heart',
  handheart: 'a hand holding a heart',
  lotus: 'a lotus flower',
  stones: 'balanced stones',
  leaf: 'a leaf',
  sun: 'the sun',
  droplets: 'water drops',
  flower: 'a flower',
  blossom: 'a blossom',
  dumbbell: 'a dumbbell',
  timer: 'a stopwatch',
  trophy: 'a trophy',
  medal: 'a medal',
  footprints: 'footprints',
  scissors: 'scissors',
  comb: 'a comb',
  spray: 'a spray bottle',
  bottles: 'care bottles',
  dog: 'a dog',
  cat: 'a cat',
  paw: 'a paw print',
  bone: 'a bone',
  bath: 'a bathtub',
  pipes: 'pipes and a drop of water',
  wrench: 'a wrench',
  showerhead: 'a shower head',
  flame: 'a flame',
  bolt: 'a lightning bolt',
  plug: 'a plug',
  cable: 'a cable',
  hardhat: 'a hard hat',
  bricks: 'a brick wall',
  hammer: 'a hammer',
  drill: 'a drill',
  paintroller: 'a paint roller',
  washer: 'a washing machine',
  tree: 'a tree',
  pine: 'a pine tree',
  sprout: 'a sprouting plant',
  shovel: 'a shovel',
  car: 'a car',
  fuel: 'a fuel pump',
  gauge: 'a gauge',
  bike: 'a bicycle',
  camera: 'a camera',
  aperture: 'a lens aperture',
  picture: 'a framed picture',
  film: 'a film strip',
  partypopper: 'a party popper and confetti',
  gem: 'a gem',
  guitar: 'a guitar',
  music: 'musical notes',
  piano: 'a piano',
  headphones: 'headphones',
  mic: 'a microphone',
  drum: 'a drum',
  graduation: 'a graduation cap',
  globe: 'a globe',
  backpack: 'a backpack',
  bag: 'a shopping bag',
  basket: 'a shopping basket',
  parcel: 'a parcel',
  tag: 'a price tag',
  gift: 'a gift',
  shirt: 'a shirt',
  store: 'a shop front',
  users: 'a group of people',
  mountain: 'mountains',
  plane: 'a plane',
  luggage: 'a suitcase',
  compass: 'a compass',
  mappin: 'a map pin',
  tent: 'a tent',
  sailboat: 'a sailboat',
  bed: 'a bed',
};

/**
 * Words that tie a service or gallery caption to a picture ("Sourdough" → bread), in the
 * languages the reader knows; word starts, matched without case. Only motifs of the business's
 * own family are ever considered, so a word here cannot pull in another trade's picture. A
 * family's signature (its hero) has only specific words: a generic one ("bike" for a bike shop)
 * would hand the hero's picture to the gallery.
 */
const MOTIF_HINTS = {
  bread: [
    'bread',
    'sourdough',
    'loaf',
    'loaves',
    'baguette',
    'rye',
    'pain',
    'brot',
    'pan ',
    'pane',
    'brood',
    'pão',
    'לחם',
    'خبز',
  ],
  croissant: [
    'croissant',
    'pastr',
    'viennois',
    'bun',
    'cornett',
    'danish',
    'gebäck',
    'bollo',
    'bolle',
  ],
  cake: [
    'cake',
    'gâteau',
    'gateau',
    'torte',
    'kuchen',
    'tarta',
    'torta',
    'taart',
    'bolo',
    'עוג',
    'كعك',
  ],
  cakeslice: ['tart', 'slice', 'cheesecake', 'pie', 'dessert', 'postre', 'sweet'],
  cookie: ['cookie', 'biscuit', 'galleta', 'keks', 'koekj', 'biscott'],
  donut: ['donut', 'doughnut', 'beignet', 'krapfen'],
  coffee: [
    'coffee',
    'café',
    'espresso',
    'latte',
    'cappuccino',
    'kaffee',
    'koffie',
    'tea',
    'thé',
    'breakfast',
    'קפה',
    'قهوة',
  ],
  icecream: [
    'ice cream',
    'ice-cream',
    'gelat',
    'sorbet',
    'glace',
    'helad',
    'eis',
    'sorvet',
    'ijs',
    'גליד',
    'بوظة',
  ],
  soup: ['soup', 'ramen', 'stew', 'sopa', 'soupe', 'suppe', 'zupp', 'soep'],
  salad: ['salad', 'vegan', 'vegetarian', 'ensalada', 'salade', 'salat', 'insalat'],
  pizza: ['pizza'],
  wine: ['wine', 'vin', 'wein', 'vino', 'wijn', 'champagne'],
  beer: ['beer', 'brew', 'ale', 'lager', 'ipa', 'cerveza', 'bière', 'bier', 'birra', 'cerveja'],
  cocktail: ['cocktail', 'mocktail', 'spirit', 'gin'],
  cookingpot: ['cook', 'kitchen', 'curry'],
  chefhat: ['chef', 'tasting', 'menu', 'private dinner'],
  platter: ['buffet', 'platter', 'canap'],
  cutlery: ['meal', 'cutlery'],
  scales: ['justice', 'litigation', 'dispute'],
  gavel: ['court', 'trial', 'criminal', 'defence', 'defense'],
  briefcase: ['business', 'employment', 'corporate'],
  document: ['contract', 'will', 'document', 'paperwork', 'filing', 'tax return', 'bookkeeping'],
  book: ['reading', 'literature', 'library', 'book club'],
  calculator: ['calculat', 'vat', 'tax'],
  coins: ['payroll', 'finance', 'money', 'budget', 'invest'],
  piggybank: ['saving', 'pension', 'retirement'],
  barchart: ['report', 'analytics', 'dashboard', 'data'],
  linechart: ['growth', 'seo', 'performance', 'sales', 'improvement'],
  target: ['strategy', 'goal', 'ads', 'campaign', 'coaching'],
  megaphone: ['social', 'ads', 'campaign', 'marketing'],
  lightbulb: ['lighting', 'light', 'idea', 'innovation', 'brand', 'identity', 'creative'],
  speech: [
    'conversation',
    'language',
    'english',
    'spanish',
    'french',
    'german',
    'coaching',
    'workshop',
    'talk',
  ],
  laptop: ['web', 'website', 'software', 'online'],
  cloud: ['cloud', 'hosting', 'sync', 'backup'],
  smartphone: ['mobile', 'app', 'phone'],
  cog: ['automat', 'workflow', 'gear', 'servic', 'tune-up'],
  house: ['house', 'renovat', 'kitchen', 'residential', 'deep clean'],
  key: ['rental', 'letting', 'let ', 'move', 'keys', 'sell'],
  building: ['commercial', 'office', 'apartment', 'flat'],
  drafting: ['plan', 'architect'],
  ruler: ['interior', 'measure', 'survey'],
  pencil: ['planning', 'drawing', 'writing', 'essay', 'homework', 'math'],
  tooth: ['tooth', 'dental', 'implant', 'filling'],
  smile: ['whiten', 'smile', 'aligner', 'invisalign', 'orthodont', 'brace'],
  stethoscope: ['check', 'consult', 'exam', 'gp'],
  heartpulse: ['cardio', 'hiit', 'physio'],
  heart: ['donat', 'love', 'wellbeing'],
  handheart: ['support', 'care', 'charity'],
  lotus: ['lotus', 'meditat', 'mindful', 'breath'],
  stones: ['massage', 'hot stone', 'relax', 'balance', 'pilates'],
  droplets: ['facial', 'hydra', 'leak', 'water', 'pressure wash'],
  flower: ['flower', 'bouquet', 'floral', 'garden'],
  blossom: ['wedding', 'bloom', 'blossom', 'bouquet'],
  bottles: ['skin', 'product', 'treatment', 'colour', 'color'],
  dumbbell: ['strength', 'weights', 'lifting', 'dumbbell'],
  timer: ['hiit', 'circuit', 'bootcamp', 'class', 'express', 'interval'],
  footprints: ['running', 'run ', 'walk'],
  scissors: ['haircut', 'scissor', 'barber', 'fade'],
  comb: ['style', 'blow', 'beard', 'brush', 'comb'],
  spray: ['spray', 'disinfect', 'window'],
  sparkles: ['clean', 'sparkl', 'shine', 'polish', 'end of tenancy', 'whiten'],
  washer: ['laundry', 'wash', 'ironing'],
  dog: ['dog', 'puppy', 'perro', 'chien', 'hund', 'cane', 'cão', 'hond'],
  cat: ['cat', 'kitten', 'gato', 'chat', 'katze', 'gatto', 'kat'],
  paw: ['pet', 'walk', 'sitting', 'boarding', 'nail'],
  bone: ['treat', 'food', 'training'],
  bath: ['bath', 'wash', 'shampoo', 'groom', 'bain', 'baño'],
  pipes: ['pipe', 'plumb', 'drain'],
  wrench: ['repair', 'fix', 'service', 'maintenance', 'tune', 'mot'],
  showerhead: ['shower', 'bathroom'],
  flame: ['boiler', 'heating', 'gas', 'heater', 'fire'],
  bolt: ['electric', 'power'],
  cable: ['rewir', 'wiring', 'cable', 'network'],
  plug: ['socket', 'charger', 'appliance'],
  hardhat: ['site', 'safety', 'hard hat'],
  bricks: ['brick', 'wall', 'masonry', 'extension', 'build'],
  hammer: ['carpent', 'joinery', 'roof', 'repair'],
  paintroller: ['paint', 'decorat', 'render'],
  tree: ['tree', 'prun', 'surgery'],
  pine: ['hedge', 'conifer', 'christmas'],
  sprout: ['plant', 'seed', 'lawn', 'organic'],
  shovel: ['landscap', 'dig', 'patio', 'design'],
  car: ['car', 'vehicle', 'coche', 'voiture', 'auto'],
  gauge: ['diagnos', 'check', 'inspection'],
  bike: ['bicycle', 'e-bike', 'vélo', 'fahrrad', 'bici', 'fiets'],
  mountain: ['mountain', 'hike', 'trek', 'trail', 'landscape'],
  compass: ['guided', 'orienteer', 'navigat'],
  mappin: ['tour', 'local', 'visit', 'location'],
  luggage: ['trip', 'holiday', 'luggage', 'suitcase'],
  plane: ['flight', 'abroad', 'airport', 'fly'],
  camera: ['camera', 'shoot'],
  picture: ['print', 'album', 'family', 'portrait', 'headshot', 'product'],
  film: ['video', 'film', 'reel'],
  partypopper: ['party', 'birthday', 'celebration'],
  gem: ['engagement', 'jewel', 'ring'],
  guitar: ['guitar', 'guitarra', 'guitare', 'gitar', 'chitarra', 'violão'],
  piano: ['piano', 'keyboard', 'klavier', 'pianoforte'],
  mic: ['sing', 'vocal', 'voice', 'chant', 'canto', 'gesang', 'zang'],
  drum: ['drum', 'percussion', 'batería', 'batterie', 'schlagzeug'],
  headphones: ['production', 'recording', 'mixing', 'podcast'],
  music: ['theory', 'band', 'concert'],
  graduation: ['exam', 'university', 'college', 'tutor', 'gcse', 'graduat'],
  globe: ['international', 'travel', 'world', 'language'],
  shirt: ['cloth', 'fashion', 'shirt', 'dress', 'wear'],
  tag: ['sale', 'price', 'vintage', 'second-hand'],
  gift: ['gift', 'present', 'voucher'],
  basket: ['handmade', 'market', 'grocer'],
  parcel: ['delivery', 'shipping', 'wholesale'],
  tent: ['camp', 'glamp', 'outdoor'],
  sailboat: ['boat', 'sail', 'cruise', 'kayak'],
  bed: ['b&b', 'sleep', 'bedroom'],
  users: ['volunteer', 'community', 'team', 'group'],
} satisfies Partial<Record<PictureMotif, readonly string[]>>;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Word starts: "cake" finds "Custom cakes", not "pancake".
const HINT_PATTERNS = new Map<string, RegExp[]>(
  Object.entries(MOTIF_HINTS).map(
    ([motif, words]) =>
      [motif, words.map((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}`, 'iu'))] as const,
  ),
);

/**
 * Whether a caption or service name speaks of what a motif draws.
 *
 * @example captionFits('Custom cakes', 'cake') // true
 */
export function captionFits(caption: string, motif: Motif): boolean {
  return (HINT_PATTERNS.get(motif) ?? []).some((re) => re.test(caption));
}

/**
 * Kinds of business an industry of the knowledge base covers without drawing them: a florist
 * is filed as a shop, a vet as pet care. When the owner's own words name one, its pictures come
 * first. Only words for what the business is, so a plumber who fits kitchens gets no pot.
 */
const KINDS: readonly (readonly [RegExp, readonly PictureMotif[]])[] = [
  [
    /(?<!\p{L})(?:florist|flower shop|flowers|bouquet|floral|fleuriste|blumen|florister|floricultura|fiorai|bloemen|bloemist|פרחים|زهور)/iu,
    ['flower', 'blossom', 'sprout', 'leaf', 'gift', 'heart'],
  ],
  [
    /(?<!\p{L})(?:bookshop|bookstore|book shop|librería|librairie|buchhandlung|libreria|livraria|boekhandel)/iu,
    ['book', 'lamp', 'gift', 'coffee'],
  ],
  [
    /(?<!\p{L})(?:jewel|joyer|bijout|schmuck|gioiell|joalh|sieraden|juwel)/iu,
    ['gem', 'gift', 'tag'],
  ],
  [
    /(?<!\p{L})(?:barber|barbería|barbier|barbiere|barbearia|kapper)/iu,
    ['scissors', 'comb', 'spray'],
  ],
  [
    /(?<!\p{L})(?:vet\b|vets\b|veterinar|vétérinaire|tierarzt|dierenarts)/iu,
    ['stethoscope', 'paw', 'dog', 'cat', 'heart'],
  ],
  [
    /(?<!\p{L})(?:tea room|tearoom|tea shop|teahouse|salon de thé)/iu,
    ['coffee', 'cakeslice', 'cookie'],
  ],
  [
    /(?<!\p{L})(?:wine shop|wine bar|winery|vineyard|caviste|bodega|enoteca)/iu,
    ['wine', 'cutlery', 'gift'],
  ],
  [
    /(?<!\p{L})(?:toy ?shop|toy ?store|magasin de jouets|spielwaren|juguetería|giocattoli|brinquedos|speelgoedwinkel)/iu,
    ['gift', 'partypopper', 'heart'],
  ],
];

/**
 * A business's family of pictures: the kinds its owner's words name (a florist's flowers),
 * then its industry's own, without repeats.
 *
 * @example motifFamily(getIndustry('boutique'), 'A florist in Leeds')[0] // 'flower'
 */
export function motifFamily(industry: Industry, ownerWords = ''): PictureMotif[] {
  const named = KINDS.flatMap(([re, motifs]) => (re.test(ownerWords) ? motifs : []));
  return [...new Set([...named, ...industry.motifs])];
}

/**
 * The pictures captions name: for each caption, the first picture of the family that fits it
 * and is not taken yet (by `taken` or an earlier caption), the signature last, else `undefined`.
 *
 * @example captionPictures(['croissant', 'bread'], [], ['Sourdough', 'Tea']) // ['bread', undefined]
 */
export function captionPictures(
  family: readonly Motif[],
  taken: readonly Motif[],
  captions: readonly string[],
): (Motif | undefined)[] {
  const used = new Set<Motif>(taken);
  // The signature is the hero's: a caption takes it only when nothing else fits.
  const order = [...family.slice(1), ...family.slice(0, 1)];
  return captions.map((caption) => {
    const fit = caption
      ? order.find((motif) => !used.has(motif) && captionFits(caption, motif))
      : undefined;
    if (fit) used.add(fit);
    return fit;
  });
}

/**
 * Gives each image of a page its own motif from the business's family: a picture the hero
 * already has (`taken`) is never repeated; a caption that names something the family can draw
 * gets that picture ("Croissants" → croissant); the others take the family's next unused
 * picture in order. Past the family's end it goes round again.
 *
 * @example
 * assignMotifs(['croissant', 'bread', 'cake', 'wheat'], ['croissant'], ['Sourdough', '', 'Cakes'])
 * // ['bread', 'wheat', 'cake']
 */
export function assignMotifs(
  family: readonly Motif[],
  taken: readonly Motif[],
  captions: readonly string[],
): Motif[] {
  const named = captionPictures(family, taken, captions);
  const used = new Set<Motif>([...taken, ...named.flatMap((m) => (m ? [m] : []))]);
  let next = 0;
  return named.map((motif) => {
    if (motif) return motif;
    const pick = family.find((m) => !used.has(m)) ?? family[next++ % family.length] ?? 'retail';
    used.add(pick);
    return pick;
  });
}
