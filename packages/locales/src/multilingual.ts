// Words of several languages in one table, for readers that match every language at once.

/** Currency words and signs, any language, to ISO 4217 codes. */
export const CURRENCY_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['EUR', ['euro', 'euros', '€', 'eur', 'יורו', 'يورو']],
  [
    'USD',
    ['dollar', 'dollars', 'dólares', 'dollari', 'dólar', 'us dollars', 'usd', 'דולר', 'دولار'],
  ],
  ['GBP', ['pound', 'pounds', 'sterling', '£', 'gbp', 'libras', 'livres', 'sterline']],
  ['ILS', ['shekel', 'shekels', 'ils', '₪', 'שקל', 'שקלים', 'ש"ח']],
  ['CHF', ['swiss francs', 'franken', 'chf', 'francs suisses']],
  ['CAD', ['canadian dollars', 'cad']],
  ['AUD', ['australian dollars', 'aud']],
  ['JPY', ['yen', 'jpy', '¥']],
  ['AED', ['dirham', 'dirhams', 'aed', 'درهم']],
  ['BRL', ['reais', 'real', 'brl', 'r$']],
  ['MXN', ['pesos', 'mxn']],
];

/**
 * Size and length words, any language and form. An owner who prices by size names the item once
 * and then only the size ("Full groom for small dogs £45, medium £55"), so a lone size word
 * stands for the previous item with its size swapped.
 */
export const SIZE_WORDS: readonly string[] = [
  ...['small', 'medium', 'large', 'big', 'giant', 'short', 'long'],
  ...['pequeño', 'pequeña', 'pequeños', 'pequeñas', 'mediano', 'mediana', 'medianos', 'medianas'],
  ...['grande', 'grandes', 'gigante', 'gigantes', 'corto', 'corta', 'cortos', 'cortas'],
  ...['largo', 'larga', 'largos', 'largas'],
  ...['petit', 'petite', 'petits', 'petites', 'moyen', 'moyenne', 'moyens', 'moyennes', 'grand'],
  ...['grands', 'géant', 'géants', 'court', 'courte', 'courts', 'courtes', 'longue', 'longs'],
  ...['longues'],
  ...['klein', 'kleine', 'kleinen', 'kleiner', 'mittel', 'mittlere', 'mittleren', 'mittlerer'],
  ...['groß', 'große', 'großen', 'großer', 'kurz', 'kurze', 'kurzen', 'lang', 'lange', 'langen'],
  ...['piccolo', 'piccola', 'piccoli', 'piccole', 'medio', 'media', 'medi', 'medie', 'grandi'],
  ...['corti', 'corte', 'lungo', 'lunga', 'lunghi', 'lunghe'],
  ...['pequeno', 'pequena', 'pequenos', 'pequenas', 'médio', 'média', 'médios', 'médias'],
  ...['curto', 'curta', 'curtos', 'curtas', 'longo', 'longa', 'longos', 'longas'],
  ...['middel', 'middelgroot', 'middelgrote', 'groot', 'grote', 'kort', 'korte'],
  ...['קטן', 'קטנים', 'קטנה', 'בינוני', 'בינוניים', 'בינונית', 'גדול', 'גדולים', 'גדולה'],
  ...['صغير', 'صغيرة', 'متوسط', 'متوسطة', 'كبير', 'كبيرة'],
];
