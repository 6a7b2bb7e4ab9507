// The kind of business read for the general case: each table is a word class (a trade) across
// the nine languages, from a trial on businesses the other tests don't hold.
import { describe, expect, it } from 'vitest';
import { matchIndustries } from './industries';

const first = (text: string) => matchIndustries(text)[0]?.industry.key;
const keys = (text: string) => matchIndustries(text).map((m) => m.industry.key);

describe('common trades filed under the industry whose copy fits them', () => {
  it.each([
    // Osteopaths, physiotherapists, psychotherapists: a clinic
    ["Nous sommes un cabinet d'ostéopathie à Bordeaux", 'clinic'],
    ['Osteopath in Bath, treating back and neck pain', 'clinic'],
    ['Praxis für Osteopathie in Freiburg', 'clinic'],
    ['Studio di osteopatia a Torino', 'clinic'],
    ['Osteópata en Valencia', 'clinic'],
    ['Osteopatia em Coimbra', 'clinic'],
    ['Osteopaat in Utrecht', 'clinic'],
    ['Fysiotherapiepraktijk voor sportblessures in Utrecht', 'clinic'],
    ['Kinésithérapeute à Lyon', 'clinic'],
    ['Psychotherapeutin in Hamburg', 'clinic'],
    ['אוסטאופת בחיפה', 'clinic'],
    ['مركز علاج طبيعي في عمّان', 'clinic'],
    ['Psicóloga en Madrid', 'clinic'],
    ['Psycholoog in Gent', 'clinic'],
    ['Psychologue à Paris', 'clinic'],
    // Laundries and window cleaners: a cleaning service
    ['Lavandaria Bolha em Lisboa: lavagem e engomadoria', 'cleaning'],
    ['Laverie automatique à Nantes', 'cleaning'],
    ['Wäscherei Weiß in Köln', 'cleaning'],
    ['Lavanderia self-service a Milano', 'cleaning'],
    ['Lavandería y tintorería en Bilbao', 'cleaning'],
    ['Wasserette De Bel in Amsterdam', 'cleaning'],
    ['A laundrette in Leeds: service washes and ironing', 'cleaning'],
    ['Glazenwasser Helder in Delft', 'cleaning'],
    ['Fensterputzer in München', 'cleaning'],
    ['Laveur de vitres à Lille', 'cleaning'],
    ['מכבסה בחולון', 'cleaning'],
    ['مغسلة ملابس في الرياض', 'cleaning'],
    // Joiners, roofers, tilers, painters: a builder
    ['Tischlerei Holzwerk in Graz', 'construction'],
    ['Schreinerei Maier in Ulm', 'construction'],
    ['Menuiserie Dubois à Rennes', 'construction'],
    ['Falegnameria Rossi a Udine', 'construction'],
    ['Carpintería López en Murcia', 'construction'],
    ['Marcenaria Silva no Porto', 'construction'],
    ['Timmerbedrijf De Vries in Zwolle', 'construction'],
    ['A joiner in York making doors and stairs', 'construction'],
    ['Couvreur à Nantes', 'construction'],
    ['Dachdecker Schmidt in Kiel', 'construction'],
    ['Fliesenleger in Essen', 'construction'],
    ['Schildersbedrijf Van Dam in Leiden', 'construction'],
    ['نجار في عمّان', 'construction'],
    // Driving schools: a school
    ['Fahrschule Müller in Köln', 'education'],
    ['Auto-école du Centre à Orléans', 'education'],
    ['Autoescuela Vía en Madrid', 'education'],
    ['Autoscuola Stella a Bari', 'education'],
    ['Escola de condução no Porto', 'education'],
    ['Rijschool Veilig op Weg in Eindhoven', 'education'],
    ['בית ספר לנהיגה ברמת גן', 'education'],
    ['مدرسة قيادة في عمّان', 'education'],
    // Martial arts: a gym
    ['Judo club for kids in Leeds', 'fitness'],
    ['Escuela de artes marciales en Sevilla', 'fitness'],
    ['Kampfsportschule in Berlin', 'fitness'],
    ['Taekwondo voor kinderen in Gent', 'fitness'],
    // Nail salons and massage: a spa
    ['Onglerie à Marseille', 'spa'],
    ['Nagelstudio in Dortmund', 'spa'],
    ['A nail salon in Leeds', 'spa'],
    // Dance schools: music, as the dance keyword already is
    ['Academia de baile en Murcia', 'music'],
    ['École de danse à Lyon', 'music'],
    ['Tanzschule in Wien', 'music'],
    ['Dansschool in Breda', 'music'],
    ['Scuola di danza a Roma', 'music'],
    // Videographers: photography
    ['Vidéaste de mariage à Bordeaux', 'photography'],
    ['Videograf in Berlin', 'photography'],
    // Wedding planners: events
    ['Weddingplanner in Utrecht', 'events'],
    ['Hochzeitsplanerin in München', 'events'],
    // Interior designers: a design studio
    ['Interiorista en Madrid', 'architecture'],
    ["Décoratrice d'intérieur à Paris", 'architecture'],
    // Florists and bookshops: a shop
    ['Bloemenwinkel Madelief in Leiden', 'boutique'],
    ['Fiorista a Firenze', 'boutique'],
    ['Floricultura em Lisboa', 'boutique'],
    ['Librería El Quijote en Toledo', 'boutique'],
    // Vets: pet care, even named as a clinic
    ['Clinique vétérinaire à Lyon', 'pet'],
    ['Tierklinik in Hannover', 'pet'],
    ['Clínica veterinaria en Madrid', 'pet'],
    ['מרפאה וטרינרית בחיפה', 'pet'],
    ['عيادة بيطرية في عمّان', 'pet'],
    // Pet sitters: pet care, not the yoga of "mindful"
    ['Mindful Paws is a cat sitting service in Islington', 'pet'],
    ['Dog sitter in Brighton', 'pet'],
    // Tea rooms: a café, not a hair salon
    ['Mon salon de thé à Annecy', 'cafe'],
    ['Salón de té en Granada', 'cafe'],
    // Heating and air conditioning: plumbing and heating
    ['Chauffagiste à Lille', 'plumbing'],
    ['Air conditioning installs in Leeds', 'plumbing'],
    ['Klimatechnik Huber in Stuttgart', 'plumbing'],
    ['מיזוג אוויר בחיפה', 'plumbing'],
    ['تكييف وتبريد في دبي', 'plumbing'],
  ])('files "%s" as %s', (text, key) => {
    expect(first(text)).toBe(key);
  });
});

// A trade the knowledge base has no pages for is read as one, so nothing is guessed from its
// goods or its premises: the wizard asks what kind of business it is.
describe('trades with no industry of their own give none', () => {
  it.each([
    // Hardware shops, whatever they sell
    'Ferramenta Rossi a Verona: vende utensili, vernici e articoli per il giardino',
    'Ferretería El Clavo en Zaragoza: herramientas y jardinería',
    'Quincaillerie Martin à Nantes',
    'Eisenwarenhandlung Huber in Linz',
    'IJzerwarenwinkel De Spijker in Delft',
    'A hardware store in Leeds selling garden tools',
    // Delis, cheese shops, butchers
    'Fromagerie Dupont à Lyon',
    'Wild Oats Deli in Hebden Bridge',
    'Feinkost Käfer in München',
    'Salumeria Rosi a Parma',
    'Épicerie fine à Lyon',
    'Boucherie Martin à Lille',
    'Metzgerei Huber in München',
    'Slagerij Van Dam in Utrecht',
    'Macelleria da Gino a Prato',
    'Carnicería Pepe en Burgos',
    'Talho Silva em Braga',
    'Family butcher in York',
    'אטליז בחיפה',
    // Locksmiths
    'Copperfield Locksmiths in Sheffield',
    'Serrurier à Paris',
    'Cerrajero urgente en Madrid',
    'Schlüsseldienst in Berlin',
    'Slotenmaker in Utrecht',
    'Serralheiro em Lisboa',
    'מנעולן בתל אביב',
    // Removals, tattoo studios, translators, phone repairs
    'Umzugsunternehmen in Hamburg',
    'Mudanzas Rápidas en Madrid',
    'Verhuisbedrijf in Utrecht',
    'Salon de tatouage à Lyon',
    'Tattoo studio in Glasgow',
    'Sono una traduttrice freelance',
    'We are a translation agency called WordBridge',
    'Phone repair shop in Swansea',
    'Übersetzungsbüro in Wien',
    'Déménageur à Lyon',
    // Opticians, pharmacies, tailors, shoe repairs, printers, pest control, coworking
    'Opticien à Lyon',
    'Optiker in Bonn',
    'Pharmacie à Lyon',
    'Apotheke in Köln',
    'Farmacia a Roma',
    'صيدلية في عمّان',
    'Änderungsschneiderei in Köln',
    'Sartoria a Napoli',
    'Cordonnerie à Paris',
    'Schoenmaker in Delft',
    'Druckerei in Köln',
    'Pest control in Leeds',
    'Coworking space in Lisbon',
  ])('"%s" names no industry', (text) => {
    expect(keys(text)).toEqual([]);
  });

  it('lets a trade with an industry win when it comes first and the other is only beside it', () => {
    expect(first('Bakery and deli in York')).toBe('bakery');
  });

  it.each([
    ['Cabinet Boucher, avocats à Lyon', 'law'],
    ['Metzger & Partner Steuerberatung in Mainz', 'accounting'],
    ['Sastre Abogados en Madrid', 'law'],
    ['Pies, cobblers and cakes baked in Ohio', 'bakery'],
  ])('reads a surname or a dish in "%s" as no unfiled trade: %s', (text, key) => {
    expect(first(text)).toBe(key);
  });
});

describe('a longer word that only begins like a keyword is another word', () => {
  it('reads a cabinet (an office) as no hotel', () => {
    expect(keys("Nous sommes un cabinet d'ostéopathie à Bordeaux")).not.toContain('hotel');
    expect(keys('Cabinet Martin, avocats à Paris')).not.toContain('hotel');
  });

  it('reads goods for the garden, in a shop, as no garden service', () => {
    expect(
      keys('Ferramenta Rossi a Verona: vende utensili, vernici e articoli per il giardino'),
    ).not.toContain('landscaping');
  });
});

describe('flowers and teeth named outright', () => {
  it.each([
    ['Fiori di Lucia a Verona: composizioni per matrimoni e bouquet da sposa.', 'boutique'],
    ['Somos uma clínica dentária no Porto com implantes e ortodontia.', 'dental'],
  ])('"%s" is %s', (text, key) => {
    expect(matchIndustries(text)[0]?.industry.key).toBe(key);
  });
});
