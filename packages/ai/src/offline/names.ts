// The business name in the owner's words: quoted, after "called", "X is a …", a capitalised run
// ending in a business noun, or a name alone after a colon, in nine languages.
import { CITY_WORD, HEBREW_CITIES, HEBREW_STREETS, NOT_PLACES } from './place-words';
import { isFunctionWord } from './reading-words';

/** Arabic nouns a business name starts with ("مخبز الياسمين", "مطعم البحر", "سباكة الأمين"). */
const ARABIC_BUSINESS_NOUNS =
  'مخبز|مطعم|مقهى|صالون|متجر|عيادة|شركة|استوديو|مكتب|نادي|فندق|مركز|ورشة|جمعية|معهد|أكاديمية|محل|صيدلية|سباكة|نجارة|مغسلة|حلاقة|روضة|مدرسة|صالة|مكتبة|وكالة|دار';
/**
 * Hebrew nouns (in the construct form a name uses) a business name starts with ("שרברבות כהן",
 * "מאפיית השקד", "סטודיו אור").
 */
const HEBREW_BUSINESS_NOUNS =
  'שרברבות|אינסטלציה|מאפיית|מסעדת|מספרת|סטודיו|מרפאת|קליניקת|חברת|משרד|מוסך|נגריית|חנות|מכון|סלון|קפה|גלריית|סדנת|אקדמיית|בית ספר|גן|חדר כושר';
/** "Mobile" in Hebrew and Arabic, as a business that goes to its customers calls itself. */
const HEBREW_MOBILE = 'נייד|ניידת|ניידים|ניידות|עד הבית';
const ARABIC_MOBILE = 'متنقل|متنقلة';
/** An Arabic business noun, its name word and up to two "ال" words after it ("نادي القوة الرياضي"). */
const ARABIC_NAME = `(?:${ARABIC_BUSINESS_NOUNS})\\s+[\\u0600-\\u06FF]+(?:\\s+ال[\\u0600-\\u06FF]+){0,2}`;
/** A Hebrew business noun and up to two words of its name. */
const HEBREW_NAME = `(?:${HEBREW_BUSINESS_NOUNS})(?:\\s+[\\u05D0-\\u05EA"'׳״-]+){1,2}`;
/** Lessons and classes: "with X" after them names who gives them ("Guitar lessons with Corde Libere"). */
const LESSON_WORDS =
  'lessons?|classes|courses?|tutoring|coaching|lezioni|corsi|cours|clases|cursos?|aulas|lessen|cursussen|Unterricht|Kurse|שיעורי|שיעורים|קורסי|דروس|دروس|دورات';

/**
 * Words after which a name has ended ("Golden Crumb in Portland", "Forno Rosso a Milano",
 * "Bakkerij Zon in Utrecht"), and the end of a sentence ("Crumb & Co. We are on…"). Case
 * matters: a capitalised "Au" or "A" is part of a name ("Au Bon Pain").
 */
const NAME_STOP =
  /\s+(?:on|with)\s+(?!(?:the\s+)?\p{Lu}).*$|\s+(?:in|at|en|à|a|au|aux|im|and|y|et|und|located|based|which|that|who|where|from|for|para|pour|für|con|avec|mit|is|est|es|ist|we|nous|wir|offering|selling|e|ed|per|che|è|em|com|que|é|met|voor|die|في|وهو|وهي|והוא|והיא|–|—|-)\s.*$|(?<!(?:^|\s)(?:Dr|St|Mr|Mrs|Ms|Prof|Mt|Ste|\p{Lu}))\.\s+\p{Lu}.*$/u;

const NAME_NOUNS =
  'Services|Solutions|Hire|Rentals|Repairs|Bakery|Bakehouse|Cafe|Café|Coffee|Roasters|Restaurant|Bistro|Kitchen|Grill|Pizzeria|Bar|Brewing|Brewery|Studio|Studios|Salon|Barbers?|Law|Legal|Dental|Dentistry|Clinic|Physio|Fitness|Gym|Yoga|Pilates|Plumbing|Electric|Electrical|Construction|Builders|Cleaning|Landscaping|Gardens?|Auto|Motors|Photography|Events|Academy|School|Tutoring|Shop|Store|Boutique|Agency|Consulting|Partners|Group|Labs?|Co\\.?|Company|Inc\\.?|LLC|Ltd\\.?|Foundation|Tours|Travel|Hotel|Inn|Lodge|Books|Designs?|Jewelry|Jewellery|Ceramics|Pottery|Florist|Flowers|Pets?|Vet|Veterinary|Realty|Homes|Properties|Accounting|Tax|Music|Media|Digital|Works|Wellness|Spa|Care|Catering|Collective|Architects|Interiors|Creative'; // prettier-ignore

const CAPS_WORD = "[\\p{Lu}][\\p{L}\\d'’&.-]*";
/** French and Italian elision before a capital: "Fil d'Or", "Bottega dell'Arte". */
const ELIDED_WORD = "(?:d|l|dell|all|dall|sull|nell)['’]\\p{Lu}[\\p{L}\\d'’&.-]*";
const NAME_RUN = `${CAPS_WORD}(?:\\s+(?:&|and|of|the|de|la|du|da|di|do|del|della|dos|das|${ELIDED_WORD}|${CAPS_WORD})){0,4}`;
/** A name with the small words names carry ("Paws on Wheels", "Keys with Clara", "Tasco do Zé"). */
const LONG_NAME_RUN = `${CAPS_WORD}(?:\\s+(?:&|and|of|the|on|with|to|de|la|da|do|di|du|del|della|des|dos|das|von|van|aan|op|${ELIDED_WORD}|${CAPS_WORD})){0,4}`;
/**
 * Words that open a message without naming anything ("What is…", "Hello, …", "OK."), with the
 * pronouns and greetings of every language the reader reads ("Wij zijn een …" names no "Wij").
 */
const NOT_A_NAME =
  /^(?:I|We|It|This|My|Our|Here|Open|What|Who|How|Where|Why|Which|Can|Could|Do|Does|Hello|Hi|Hey|Sorry|OK|Ok|Please|Thanks|Wij|Wir|Nous|Je|Ich|Ik|Noi|Io|Nós|Eu|Yo|Nosotros|Nosotras|Somos|Siamo|Sou|Sono|Soy|Hola|Bonjour|Ciao|Olá|Hoi|Hallo)(?:[\s.,!]|$)|^(?:Mobile|Online)(?:\s+\p{Ll}|[.,!]|$)/u;

/** "Riverside Kayak Hire on the": a run ends on a capitalised word, not on "on the". */
function withoutTrailingSmallWords(run: string): string {
  return run.replace(
    /(?:\s+(?:&|and|of|the|on|with|to|de|la|da|do|di|du|del|della|des|dos|das|von|van|aan|op))+$/u,
    '',
  );
}

function cleanName(raw: string): string | undefined {
  const name = raw
    .replace(NAME_STOP, '')
    .replace(/^(?:my|our|a|an|we|i|it'?s|its|is|the business|the company)\s+/i, '')
    .replace(/[\s,.;:!?'"“”«»]+$/u, '')
    .replace(/^['"“”«»\s]+/u, '')
    .trim();
  if (name.length < 2 || name.length > 80) return undefined;
  // "… heet het", "… heißt es": a pronoun is no name.
  if (
    /^(?:a|an|the|my|our|your|it|this|that|website|site|web|page|het|es|ça|lo|er|sie|ze)$/i.test(
      name,
    )
  )
    return undefined;
  return name;
}

/** A greeting and its punctuation opening a message, in every language the reader reads. */
const GREETING =
  /^\s*(?:hello|hi|hey|hola|buenas|bonjour|salut|hallo|hoi|ciao|olá|ola|שלום|مرحبا|أهلا)(?:\s+there)?\s*[!,.:،]+\s*/iu;

/** "called", "named" and their Spanish, French, German, Italian, Portuguese and Dutch forms. */
const CALLED_RE =
  /(?<![\p{L}])(?:called|named|(?:trade|business|brand) name is|(?:il )?(?:mio|nostro) nome commerciale è|(?:mon|notre) nom commercial est|(?:mi|nuestro) nombre comercial es|(?:o meu|o nosso) nome comercial é|(?:mein|unser) Firmenname ist|(?:mijn|onze) handelsnaam is|name is|(?:my|our) brand(?: name)? is|(?:brand|marque|marca|Marke|merk|marchio)\s?:|(?:my|our|mon|ma|notre|mi|nuestra|il mio|la mia|mein|meine|unser|unsere|mijn|ons|onze|o meu|a minha|meu|minha) (?:business|company|shop|entreprise|société|boutique|negocio|empresa|azienda|attività|Firma|Unternehmen|Geschäft|bedrijf|zaak|negócio|loja|ateliê|atelier)\s?:|(?:a |o )?(?:minha|nossa) marca é|(?:mi|nuestra) marca es|(?:ma|notre) marque (?:est|s['’]appelle)|(?:il mio|il nostro) marchio è|(?:la mia|la nostra) marca è|(?:mijn|ons) merk is|(?:meine|unsere) Marke (?:ist|heißt)|name['’]s|name:|(?:my|our|the)(?: [\p{L}-]+){0,3}? (?:business|company|shop|firm|studio|school|salon|practice) is(?: called| named)?|me llamo|chama-se|o nome é|nome é|נקרא|נקראת|اسم\s+\S+|اسمه|اسمها|קוראים לנו|קוראים לו|קוראים לה|השם שלנו|שמנו|שמו|שמה|llamad[oa]|se llama|nombre es|appel[ée]e?s?|s['’]appelle|nom est|namens|hei(?:ß|ss)t|name ist|si chiama|chiamat[oa]|di nome|se chama|chamad[oa]|de nome|heet|genaamd|naam is|(?:mi|nuestr[oa]) (?:negocio|empresa|tienda|estudio) (?:es|se llama)|(?:mon|ma|notre) (?:entreprise|boutique|société|studio|activité) (?:est|s['’]appelle)|(?:mein|meine|unser|unsere) (?:Geschäft|Firma|Laden|Studio|Unternehmen) (?:ist|heißt)|(?:la mia|il mio|la nostra|il nostro) (?:attività|azienda|negozio|studio) è|(?:o meu|o nosso|a minha|a nossa) (?:negócio|empresa|loja|estúdio) é|(?:mijn|ons) (?:bedrijf|winkel|zaak|studio) is)\s+([^,.;!?\n()]{2,80})/giu;

/**
 * Finds the business name: quoted, after "called"/"named" (and their Spanish, French, German,
 * Italian, Portuguese, Dutch and Hebrew forms), "X is a …" at the start, or a capitalised run
 * ending in a business noun.
 *
 * @example extractName('We run a bakery called Golden Crumb in Portland') // 'Golden Crumb'
 */
export function extractName(message: string): string | undefined {
  // "Hello! Sunny Days Nursery is…": a greeting is not where the name starts.
  const text = message.replace(GREETING, '');
  const quoted =
    /["“”«»„]([^"“”«»„\n]{2,80})["“”«»]/u.exec(text) ??
    /(?:^|\s)'([^'\n]{2,60})'(?=[\s,.!?]|$)/u.exec(text);
  if (quoted?.[1]) return cleanName(quoted[1]);
  // "My name is Priya and I run Spice Route…", "Meu nome é Rafael e minha marca é Corpo em
  // Movimento": the owner's own name gives way to the business's.
  // "Rijschool Veilig Thuis heet het", "Casa Sole heißt es": the name before "it is called".
  const inverted = new RegExp(
    `(?<=^\\s*|[.!?:,]\\s*)(${NAME_RUN})\\s+(?:heet|hei(?:ß|ss)t)\\s+(?:het|ze|es|sie)(?![\\p{L}])`,
    'u',
  ).exec(text);
  if (inverted?.[1] && !NOT_A_NAME.test(inverted[1])) return cleanName(inverted[1]);
  const calls = calledMatches(text);
  for (const called of calls) {
    const name = called[1] && !isPersonal(text, called) ? cleanName(called[1]) : undefined;
    if (name) return name;
  }
  const personal = calls[0]?.[1];
  return businessName(text) ?? (personal ? cleanName(personal) : undefined);
}

/**
 * Every "called …" in the text, each searched again from where its name starts: in "Meu nome é
 * Rafael e minha marca é Corpo em Movimento" the first one's words hold the second.
 */
function calledMatches(text: string): RegExpExecArray[] {
  const re = new RegExp(CALLED_RE.source, CALLED_RE.flags);
  const found: RegExpExecArray[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(m);
    re.lastIndex = m.index + m[0].length - (m[1]?.length ?? 0);
  }
  return found;
}

/** "my name is", "me llamo", "je m'appelle": the person's name, not the business's. */
function isPersonal(text: string, called: RegExpMatchArray): boolean {
  return (
    /^me llamo/iu.test(called[0]) ||
    /(?:^|\s)(?:my|mi|mijn|mein|meu|o meu|mon|il mio)\s+$/iu.test(text.slice(0, called.index))
  );
}

/** The name read from anything but "called" (see {@link extractName}). */
function businessName(text: string): string | undefined {
  const hebrew = /בשם\s+([^,.;!?\n]{2,40})/u.exec(text);
  if (hebrew?.[1]) {
    // "בשם לחם הארץ בתל אביב": the city (with its ב prefix) is not part of the name.
    let segment = hebrew[1];
    for (const city of HEBREW_CITIES) {
      const at = segment.indexOf(`ב${city.split(' ')[0] ?? city}`);
      if (at > 0) segment = segment.slice(0, at);
    }
    return cleanName(segment.split(/\s+/).slice(0, 3).join(' '));
  }
  const afterMobile = namedAfterMobileKind(text);
  if (afterMobile) return afterMobile;
  // Hebrew "סטודיו אור הוא סטודיו ליוגה…", Arabic "مخبز الياسمين في عمّان" (a business noun
  // and its name, before "in"): the words before.
  const hebrewIsA =
    /^\s*([\u05D0-\u05EA"'׳״-]+(?:\s+[\u05D0-\u05EA"'׳״-]+){0,2})\s+(?:הוא|היא|הם|הן)\s/u.exec(
      text,
    );
  if (hebrewIsA?.[1]) return cleanName(hebrewIsA[1]);
  const arabicNamed = new RegExp(`^\\s*(${ARABIC_NAME})(?=\\s+(?:في|ب)|[\\s.،,]|$)`, 'u').exec(
    text,
  );
  if (arabicNamed?.[1]) return cleanName(arabicNamed[1]);
  // "O Tasco do Zé é um restaurante": Portuguese "o"/"a" before a name is only the article.
  const isA = new RegExp(
    `^\\s*(?:(?:O|A|Os|As)\\s+(?=\\p{Lu}))?(${NAME_RUN})\\s+(?:is|are|es|est|ist|è|é|zijn)\\s+(?:a|an|the|our|una?|une?|ein|eine|uno|um|uma|een|un['’])(?![\\p{L}])`,
    'u',
  ).exec(text);
  if (isA?.[1] && !NOT_A_NAME.test(isA[1])) return cleanName(isA[1]);
  const taught = namedAfterLessons(text);
  if (taught) return taught;
  const appositive = new RegExp(
    `\\b(?:for|called|named|is)\\s+(${NAME_RUN}),\\s+(?:a|an|the|our)\\s`,
    'u',
  ).exec(text);
  if (appositive?.[1]) {
    const name = cleanName(appositive[1]);
    if (name) return name;
  }
  const weAre = new RegExp(
    `\\b(?:[Ww]e are|[Ww]e're|[Ii] run|[Ii] own|[Ww]e run|[Ww]e own|[Gg]estisco|[Gg]estiamo|[Dd]irijo|[Dd]irigimos|[Gg]ero|[Gg]erimos|[Bb]etreibe|[Bb]etreiben|[Jj]e gère|[Jj]e tiens|[Nn]ous gérons|[Nn]ous tenons|[Ii]k run|[Ww]ij runnen|[Tt]his is|[Ww]elcome to|[Ss]omos|[Nn]ous sommes|[Ww]ir sind|[Ss]iamo|[Ww]ij zijn|[Bb]envenuti da|[Bb]em-vindos? (?:à|ao)|[Ww]elkom bij)\\s+(?:(?:the|die|der|das|el|la|le|les|il|lo|de|het)\\s+|l['’](?=\\p{Lu})|(?<=[Ss]omos\\s+)(?:a|o|os|as)\\s+)?(${NAME_RUN})`,
    'u',
  ).exec(text);
  if (weAre?.[1]) {
    const name = cleanName(weAre[1]);
    if (name && /\p{Lu}/u.test(name)) return name;
  }
  // "our little bakery Sunny Side", "mi pequeña panadería Sol", "mijn salon Haarwerk": the name
  // after the noun.
  const ourNoun = new RegExp(
    `\\b(?:[Oo]ur|[Mm]y|[Nn]uestra?|[Mm]i|[Nn]otre|[Mm]a|[Mm]on|[Uu]nser(?:e|en)?|[Mm]ein(?:e|en)?|[Ll]a nostra|[Ii]l nostro|[Aa] nossa|[Oo] nosso|[Nn]oss[oa]|[Oo]nze|[Oo]ns|[Mm]ijn|[Ll]a mia|[Ii]l mio|[Aa] minha|[Oo] meu|[Mm]inha|[Mm]eu)\\s+(?:[\\p{Ll}-]+\\s+){0,2}?([\\p{Ll}][\\p{Ll}-]{2,})\\s+(${NAME_RUN})`,
    'u',
  ).exec(text);
  const ourNounNamed = new RegExp(
    `(?<![\\p{L}])(?:[Oo]ur|[Mm]y|[Nn]otre|[Mm]on|[Mm]a|[Nn]uestr[oa]|[Mm]i|[Uu]nser[e]?|[Mm]ein[e]?|[Ll]a nostra|[Ii]l nostro|[Aa] nossa|[Oo] nosso|[Oo]nze|[Oo]ns|[Mm]ijn|[Ll]a mia|[Ii]l mio|[Aa] minha|[Oo] meu)\\s+(?:[\\p{Ll}-]+\\s+){0,2}?[\\p{Ll}][\\p{Ll}-]{2,},\\s+(${NAME_RUN}),`,
    'u',
  ).exec(text);
  if (ourNounNamed?.[1] && !NOT_A_NAME.test(ourNounNamed[1])) return cleanName(ourNounNamed[1]);
  // "ich bin Tom von Toms Fahrradwerkstatt", "I'm Dana from Clean Slate": the person, then theirs.
  const personFrom = new RegExp(
    `(?:^|[\\s,])(?:[Ii]ch bin|I'm|I am|[Ii]k ben|[Jj]e suis|[Ss]ono|[Ss]oy|[Ss]ou)\\s+\\p{Lu}\\p{Ll}+\\s+(?:von|from|of|van|de|di|da|do)\\s+(?:(?:the|der|dem|la|le|il|o|a)\\s+)?(${NAME_RUN})`,
    'u',
  ).exec(text);
  if (personFrom?.[1] && !NOT_PLACES.test(personFrom[1])) {
    const name = cleanName(personFrom[1]);
    if (name) return name;
  }
  const kindThenName = namedAfterKindComma(text);
  if (kindThenName) return kindThenName;
  if (
    ourNoun?.[2] &&
    !/^(?:in|at|on|near|by|from|to|for|with|and|en|à|au|im|mit|und|y|et|de|called|named|heet|genaamd|chiamat[oa]|chamad[oa]|em|na|no|a|di|da|van|te|met|con|com|si|se)$/i.test(
      ourNoun[1] ?? '',
    )
  ) {
    const name = cleanName(ourNoun[2]);
    if (name && !NOT_PLACES.test(name)) return name;
  }
  // "Paws on Wheels is my van", "Summit Roofing covers…", "Copperfield Locksmiths — 24 hour…",
  // "Panadería La Espiga está en…": two capitalised words or more opening the message, then a
  // verb, a dash or a comma. A leading Romance article is not part of the name ("A Padaria…").
  const opening = new RegExp(
    `^\\s*(?:(?:O|A|La|El|Il|Lo|Le|Os|As)\\s+(?=\\p{Lu}))?(${LONG_NAME_RUN})(?:\\s+(?=\\p{Ll})|\\s*(?:,|—|–|-|:)\\s)`,
    'u',
  ).exec(text);
  if (
    opening?.[1] &&
    withoutTrailingSmallWords(opening[1]).split(/\s+/).length >= 2 &&
    !NOT_A_NAME.test(opening[1])
  ) {
    const name = cleanName(withoutTrailingSmallWords(opening[1]));
    if (name) return name;
  }
  const withNoun = new RegExp(
    `(${CAPS_WORD}(?:\\s+(?:&|and|of|the|${CAPS_WORD})){0,4}\\s+(?:${NAME_NOUNS}))(?![\\p{L}])`,
    'u',
  ).exec(text);
  if (withNoun?.[1]) {
    const name = cleanName(withNoun[1].replace(/^(?:I|We|My|Our|A|An)\s+/u, ''));
    if (name && name.split(/\s+/).length >= 2) return name;
  }
  // "Café Morgenrot in Leipzig", "Fontanería Rápida en Málaga": two or more capitalised words
  // opening the message, then a place.
  const beforePlace = new RegExp(
    `^\\s*(${CAPS_WORD}(?:\\s+(?:de|del|du|di|da|van|von|${CAPS_WORD})){1,3})\\s+(?:in|en|à|a|em|te|at)\\s+\\p{Lu}`,
    'u',
  ).exec(text);
  if (beforePlace?.[1] && !/^(?:I|We|It|This|My|Our|Here|Open|The)\s/u.test(beforePlace[1]))
    return cleanName(beforePlace[1]);
  return (
    hebrewBeforePlace(text) ?? namedAfterColon(text) ?? namedAfterKind(text) ?? namedAfterBy(text)
  );
}

/**
 * "Dog walking and pet sitting in Leeds by Happy Tails.": a name ending the sentence after "by"
 * signs the services before it. After "run", "owned" or "made" it is a person ("run by Sarah").
 */
function namedAfterBy(text: string): string | undefined {
  const signed = new RegExp(
    `(?<!\\b(?:run|owned|managed|founded|made|baked|created|led|taught|hosted|designed|built|started)\\s)\\bby\\s+(${NAME_RUN})(?=\\s*(?:[.!]|$))`,
    'u',
  ).exec(text);
  const name = signed?.[1];
  if (!name || NOT_A_NAME.test(name) || NOT_PLACES.test(name)) return undefined;
  // Services come first, in lower case: in "Glow by Jess" the whole reply is the name.
  const sentence =
    text
      .slice(0, signed.index)
      .split(/[.!?]\s/u)
      .pop() ?? '';
  return /(?:^|\s)\p{Ll}{3,}/u.test(sentence) ? cleanName(name) : undefined;
}

/**
 * "Lezioni di chitarra online con Corde Libere.", "שיעורי גיטרה אונליין עם מיתרים.": after
 * lessons or classes, "with" and a name ending the clause is who gives them. Elsewhere "with"
 * is what the place has ("a gym with a sauna").
 */
function namedAfterLessons(text: string): string | undefined {
  const latin = new RegExp(
    `(?<![\\p{L}])(?:${LESSON_WORDS})(?![\\p{L}])[^.!?\\n]*?\\s(?:with|con|avec|mit|met|com)\\s+(?:(?:a|o|la|el|le|l['’]|the|die|der|de|het|il|lo)\\s+)?(?:(?:escola|escuela|school|scuola|école|schule|academia|accademia|académie|academy|studio|estudio|club|clube)\\s+)?(${NAME_RUN})(?=\\s*[.,;:!?]|\\s*$)`,
    'iu',
  ).exec(text);
  // \p{Lu} with the `i` flag matches lower case too: check the capital here.
  if (latin?.[1] && /^\p{Lu}/u.test(latin[1]) && !NOT_A_NAME.test(latin[1]))
    return cleanName(latin[1]);
  const script = new RegExp(
    `(?:^|\\s)(?:${LESSON_WORDS})(?:\\s|$)[^.!?\\n]*?(?:עם|مع)\\s+([^\\s.,،:;!?]+(?:\\s+[^\\s.,،:;!?]+){0,2})(?=\\s*[.,،;!?]|\\s*$)`,
    'u',
  ).exec(text);
  return script?.[1] ? cleanName(script[1]) : undefined;
}

/**
 * "Online bijlesbureau Slim Leren: wiskunde, …", "Academia de inglés Speak Up en Zaragoza",
 * "Peluquería canina a domicilio Huellitas en Sevilla", "Banho e tosa ao domicílio Patinhas no
 * Porto": a capitalised name right after the kind of business that opens the message (with how
 * it works: "a domicilio", "à domicile"), before a colon or a place.
 */
function namedAfterKind(text: string): string | undefined {
  const named = new RegExp(
    `^\\s*(?:\\p{L}+\\s+){0,4}?(\\p{Ll}[\\p{Ll}-]{3,})\\s+(${NAME_RUN})(?:\\s*:|\\s+(?:in|at|en|à|a|em|no|na|te|uit|aus)\\s+\\p{Lu})`,
    'u',
  ).exec(text);
  const name = named?.[2];
  // "… de cumpleaños para Navidad en Madrid": after "for" comes what it is for, not a name.
  if (isFunctionWord(named?.[1] ?? '')) return undefined;
  if (!name || NOT_A_NAME.test(name) || NOT_PLACES.test(name.split(/\s+/)[0] ?? ''))
    return undefined;
  return cleanName(name);
}

/**
 * "ik heb een hondenuitlaatservice, Blije Poot.", "tengo una peluquería canina, Huellitas.",
 * "I started a cleaning company, Clean Slate.": after a kind of business in lower case, a name
 * alone between a comma and the clause's end.
 */
function namedAfterKindComma(text: string): string | undefined {
  const named = new RegExp(
    `(?<![\\p{L}])(?:a|an|een|un|une|una|ein|eine|einen|um|uma)\\s+(?:[\\p{Ll}-]+\\s+){0,3}?\\p{Ll}[\\p{Ll}-]{2,},\\s+(${NAME_RUN})(?=\\s*[.,;:!]|\\s*$)`,
    'u',
  ).exec(text);
  const name = named?.[1];
  if (!name || NOT_A_NAME.test(name) || NOT_PLACES.test(name)) return undefined;
  return cleanName(name);
}

/**
 * "מאפיית השקד בתל אביב", "מאפיית השיבולת ברחוב הרצל 10": up to four words opening the message,
 * before ב and a known city or a street.
 */
function hebrewBeforePlace(text: string): string | undefined {
  const places = [...HEBREW_CITIES, ...HEBREW_STREETS.split('|')];
  const cuts = places.map((place) => text.indexOf(` ב${place}`)).filter((at) => at > 0);
  if (cuts.length === 0) return undefined;
  const words = text
    .slice(0, Math.min(...cuts))
    .trim()
    .split(/\s+/);
  return words.length <= 4 && /^[\u05D0-\u05EA"'׳״\s-]+$/u.test(words.join(' '))
    ? cleanName(words.join(' '))
    : undefined;
}

/**
 * "מספרה ניידת לכלבים כלב שמח בחיפה", "מאמן כושר נייד אורי", "صالون متنقل لتجميل الكلاب كلب
 * سعيد في دبي": in Hebrew and Arabic, which have no capitals, the kind of business (a word or
 * two), "mobile" and who it is for ("לכלבים", "لتجميل الكلاب") come first; the words after them,
 * up to "in" and the place, are the name. A colon after them introduces the name instead (see
 * {@link namedAfterColon}).
 */
function namedAfterMobileKind(text: string): string | undefined {
  const hebrew = new RegExp(
    `^\\s*[\\u05D0-\\u05EA]+(?:\\s+[\\u05D0-\\u05EA]+)?\\s+(?:${HEBREW_MOBILE})(?:\\s+ו?ל[\\u05D0-\\u05EA]+)*\\s+((?!ב)[\\u05D0-\\u05EA"'׳״-]+(?:\\s+(?!ב)[\\u05D0-\\u05EA"'׳״-]+){0,2})(?=\\s+ב[\\u05D0-\\u05EA]|\\s*[.,]|\\s*$)`,
    'u',
  ).exec(text);
  const arabic = new RegExp(
    `^\\s*[\\u0600-\\u06FF]+(?:\\s+[\\u0600-\\u06FF]+)?\\s+(?:${ARABIC_MOBILE})(?:\\s+ل[\\u0600-\\u06FF]+(?:\\s+ال[\\u0600-\\u06FF]+)*)?\\s+((?!في\\s)[\\u0600-\\u06FF]+(?:\\s+(?!في\\s)[\\u0600-\\u06FF]+){0,2})(?=\\s+في\\s|\\s*[.،,]|\\s*$)`,
    'u',
  ).exec(text);
  const name = hebrew?.[1] ?? arabic?.[1];
  return name ? cleanName(name) : undefined;
}

/**
 * "Wij zijn een mobiele fietsenmaker: Fietsdokter aan Huis.", "אינסטלטור עד הבית: שרברבות כהן,
 * …": a name alone after a colon (in Hebrew and Arabic, which have no capitals, one that opens
 * with a business noun).
 */
function namedAfterColon(text: string): string | undefined {
  const unwritten = new RegExp(`:\\s*(${HEBREW_NAME}|${ARABIC_NAME})(?=\\s*[.,،]|\\s*$)`, 'u').exec(
    text,
  );
  if (unwritten?.[1]) return cleanName(unwritten[1]);
  const named = new RegExp(`:\\s*(${LONG_NAME_RUN})(?=\\s*[.,](?:\\s|$))`, 'u').exec(text);
  const name = named?.[1];
  if (!name || NOT_A_NAME.test(name) || !/(?:^|\s)\p{Lu}[^\s]*$/u.test(name)) return undefined;
  // "Online courses: Excel, Word and Python." is a list, not a name.
  const sentenceRest = /^[^.!?\n]*/u.exec(text.slice(named.index + named[0].length))?.[0] ?? '';
  if (LIST_GOES_ON.test(sentenceRest) && !SAYS_MORE.test(sentenceRest)) return undefined;
  return cleanName(name);
}

/** The rest of a sentence after its first item that makes it a list (", Word and Python"). */
const LIST_GOES_ON = /^\s*,.*(?:,|\s(?:and|or|y|o|et|ou|und|oder|e|ed|en|of)\s)/iu;
/**
 * What follows the name says where or who ("Fellzauber, unterwegs in Hamburg, Norderstedt und
 * Pinneberg", "…, we come to you"): the name stands although a list follows.
 */
const SAYS_MORE =
  /^\s*,\s*(?:(?:we|wir|nous|wij|we|noi|nós|nosotros|i|ich|je|ik|io|eu|yo)\s|[^,]*\s(?:in|en|à|a|em|te|im|bei|aus|nach|op|no|na)\s+\p{Lu})/u;

/**
 * "The Barber Room, Liverpool.", "Blue Door Guesthouse, St Ives.": a message that opens with a
 * name, a comma and a place alone before the full stop.
 */
export function placeAfterName(text: string): string | undefined {
  const m = new RegExp(
    `^\\s*(${LONG_NAME_RUN}),\\s*(${CITY_WORD}(?:\\s+${CITY_WORD})?)\\s*\\.`,
    'u',
  ).exec(text);
  return m?.[1] && m[2] && !NOT_A_NAME.test(m[1]) && !NOT_PLACES.test(m[2]) ? m[2] : undefined;
}

/**
 * A reply that is only a name in title case ("Glow by Jess", "Mud & Fire"): two to five words,
 * each capitalised but the small words names carry. Taken as the name while the business has
 * none, whatever was asked; "Sounds good" is not one.
 */
export function bareName(text: string): string | undefined {
  const words = text
    .trim()
    .replace(/[.!]+$/u, '')
    .split(/\s+/u);
  const small =
    /^(?:&|and|by|of|the|on|at|for|de|du|des|la|le|del|da|do|di|van|von|aan|op|y|et|e|und|en)$/iu;
  const titled = words.every((word) => small.test(word) || /^[\p{Lu}\d]/u.test(word));
  return words.length >= 2 && words.length <= 5 && titled && !/[,;:?]/u.test(text)
    ? words.join(' ')
    : undefined;
}
