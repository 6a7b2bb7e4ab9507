// Words the reader uses both to find a place and to tell a place from a name.

/** One capitalised word of a place name ("Portland", "Hay-on-Wye"). */
export const CITY_WORD = "[\\p{Lu}][\\p{L}'’-]*";

/** Cities the reader finds in Hebrew text (with their prefixes attached), kept as written. */
export const HEBREW_CITIES: readonly string[] = [
  'תל אביב',
  'ירושלים',
  'חיפה',
  'באר שבע',
  'אילת',
  'רמת גן',
  'הרצליה',
  'נתניה',
  'ראשון לציון',
  'פתח תקווה',
];

/** Hebrew street words ("רחוב הרצל 10", after its ב: "ברחוב הרצל 10"), as one alternation. */
export const HEBREW_STREETS = "רחוב|רח׳|רח'|שדרות|שד׳|שד'|דרך|כיכר|סמטת";

/** Capitalised words that follow "in" without naming a place (months, days, street words, units). */
export const NOT_PLACES =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Spanish|French|German|Hebrew|The|A|An|My|Our|Business|Town|City|Downtown|Person|Addition|Total|Style|Stock|Time|Order|General|Particular|Via|Viale|Piazza|Corso|Rua|Travessa|Praça|Calle|Avenida|Plaza|Paseo|Ihnen|Dir|Euch|Hause|Sekunden|Minuten|Stunden|Tagen|Wochen|Monaten|Jahren|Seconds|Minutes|Hours|Days|Weeks|Months|Years|Segundos|Minutos|Horas|Días|Semanas|Secondes|Heures|Jours|Semaines)$/;

/** Capitalised abbreviations that are places ("in NYC", "across the UK"). */
const PLACE_ACRONYMS = 'NYC|LA|SF|DC|UK|US|USA|UAE|EU|NZ|HK|NSW|QLD|BC|CDMX';
/**
 * An abbreviation that is not a place: "train teams in SQL", "courses in CAD" (a subject, which
 * "in" does not make a city).
 */
export const NOT_A_PLACE_ACRONYM = `(?!(?:${PLACE_ACRONYMS})(?![\\p{L}]))[A-Z]{2,5}(?![\\p{L}])`;
