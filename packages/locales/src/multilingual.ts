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
