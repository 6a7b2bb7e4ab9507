import { SITE_MODEL_SCHEMA_VERSION } from './constants';
import { STYLE_PALETTES, STYLE_TYPOGRAPHY } from './defaults';
import {
  SiteModelSchema,
  type Motif,
  type SectionInput,
  type SectionType,
  type SiteModel,
  type SiteModelInput,
  type SiteStyle,
} from './schema';

type Copy = {
  companyName: string;
  tagline: string;
  description: string;
  schemaType: string;
  motif: Motif;
  eyebrow: string;
  heroHeading: string;
  heroText: string;
  action: string;
  features: [string, string, string][];
  services: [string, string, string, string][];
  about: string;
  highlights: string[];
  testimonials: [string, string, string][];
  faq: [string, string][];
  stats: [string, string][];
  team: [string, string, string][];
  plans: [string, number, string, string[]][];
  city: [string, string, string, string];
  billing?: 'monthly' | 'one-time';
};

/** Hand-written sample content per industry, so samples read like real businesses. */
const SAMPLES: Record<string, Copy> = {
  bakery: {
    companyName: 'Golden Crumb Bakery',
    tagline: 'Slow-fermented bread, baked before sunrise',
    description:
      'A neighbourhood bakery making sourdough, laminated pastries and celebration cakes from organic flour, every morning since 2009.',
    schemaType: 'Bakery',
    motif: 'bakery',
    eyebrow: 'Baked fresh daily',
    heroHeading: 'Bread worth waking up for',
    heroText:
      'Naturally leavened loaves, buttery croissants and seasonal tarts, out of the oven by 7 am and gone by noon.',
    action: 'Order for pickup',
    features: [
      [
        '48-hour sourdough',
        'Long, cold fermentation for a crackling crust and a tender, open crumb.',
        'wheat',
      ],
      [
        'Organic, local flour',
        'Stone-milled grain from two family farms less than 60 miles away.',
        'leaf',
      ],
      ['Custom cakes', 'Birthdays and weddings designed with you, baked the day before.', 'cake'],
    ],
    services: [
      ['Morning pastries', 'Croissants, cardamom buns and fruit danishes.', '$4', 'croissant'],
      [
        'Celebration cakes',
        'Layer cakes for 8 to 80 guests, designed with you.',
        'From $45',
        'cake',
      ],
      [
        'Wholesale bread',
        'Daily delivery for cafés and restaurants nearby.',
        'On request',
        'truck',
      ],
    ],
    about:
      'Golden Crumb started as a single wood-fired oven in a garage. Today our team of nine still shapes every loaf by hand, and we still sell out most mornings.',
    highlights: [
      'Everything baked on site',
      'Vegan and gluten-free options daily',
      'Zero-waste: leftovers go to the food bank',
    ],
    testimonials: [
      [
        'The country loaf is the best bread in the city. I plan my Saturdays around it.',
        'Maya R.',
        'Regular since 2015',
      ],
      [
        'Our wedding cake was stunning and tasted even better than it looked.',
        'Daniel & Jo',
        'Wedding, June',
      ],
      [
        'Reliable wholesale partner: warm bread at our door at 6 every day.',
        'Luca Bianchi',
        'Owner, Café Verde',
      ],
    ],
    faq: [
      [
        'Can I pre-order bread?',
        'Yes. Order by 6 pm and we will hold your loaves until noon the next day.',
      ],
      [
        'Do you bake gluten-free?',
        'Every day we bake a gluten-free loaf and two pastries in a separate area.',
      ],
      [
        'How far ahead should I order a cake?',
        'One week for most cakes, three weeks for weddings.',
      ],
      ['Do you deliver?', 'We deliver wholesale orders daily and cakes within 10 miles.'],
    ],
    stats: [
      ['1,200', 'loaves a week'],
      ['15', 'years of baking'],
      ['4.9', 'average review'],
    ],
    team: [
      [
        'Elena Park',
        'Head baker',
        'Trained in Lyon; in charge of the sourdough starter named Gus.',
      ],
      ['Tom Okafor', 'Pastry chef', 'Laminates 40 kg of croissant dough every morning.'],
      ['Sara Lind', 'Cake designer', 'Turns sketches on napkins into show-stopping cakes.'],
    ],
    plans: [
      ['Bread club', 18, 'One loaf every week', ['Any loaf of your choice', 'Skip weeks anytime']],
      [
        'Breakfast box',
        35,
        'Weekly pastry box',
        ['6 pastries', 'Loaf of the week', 'Free delivery'],
      ],
      ['Office box', 89, 'For teams of ten', ['20 pastries', '2 loaves', 'Coffee beans']],
    ],
    city: ['14 Mill Street', 'Portland', 'OR', '97205'],
  },
  tech: {
    companyName: 'Northwind Analytics',
    tagline: 'Product analytics your whole team can read',
    description:
      'Northwind turns raw product events into clear answers about activation, retention and revenue, without writing SQL.',
    schemaType: 'ProfessionalService',
    motif: 'tech',
    eyebrow: 'New: AI funnel insights',
    heroHeading: 'Know why users stay, in minutes',
    heroText:
      'Connect your events once. Northwind builds funnels, cohorts and retention curves your product, growth and sales teams all understand.',
    action: 'Start free trial',
    features: [
      [
        'Live funnels',
        'See every drop-off the moment it happens, by segment and release.',
        'chart',
      ],
      [
        'Privacy by design',
        'EU hosting, no cookies needed, and automatic PII redaction.',
        'shield',
      ],
      [
        'Two-line setup',
        'SDKs for web, iOS and Android; import from Segment in one click.',
        'code',
      ],
      ['Alerts that matter', 'Slack alerts when a metric moves more than its usual range.', 'bell'],
    ],
    services: [
      ['Onboarding', 'A data engineer maps your events in the first week.', 'Included', 'users'],
      ['Custom dashboards', 'Board-ready reports, refreshed every hour.', 'From $500', 'chart'],
      ['Warehouse sync', 'Stream clean events to Snowflake or BigQuery.', '$199/mo', 'database'],
    ],
    about:
      'We are a team of 30 engineers and analysts who were tired of dashboards nobody trusted. Northwind is the tool we wanted: fast, honest and readable.',
    highlights: ['SOC 2 Type II', '99.99% uptime last year', 'Support from real engineers'],
    testimonials: [
      [
        'We found a 22% activation leak in our first afternoon with Northwind.',
        'Priya Shah',
        'VP Product, Loopline',
      ],
      [
        'Finally one source of truth that sales and product both believe.',
        'Marcus Lee',
        'COO, Fieldnote',
      ],
      ['Setup took twenty minutes. The insights keep coming.', 'Ana Torres', 'Founder, Parcelly'],
    ],
    faq: [
      ['Is there a free trial?', 'Yes, 14 days with every feature and no credit card.'],
      ['Where is my data stored?', 'In the EU (Frankfurt) or the US (Virginia), your choice.'],
      ['Can I export my data?', 'Anytime, as CSV or straight to your warehouse.'],
      [
        'Do you offer discounts for startups?',
        'Startups under two years old get 50% off the first year.',
      ],
    ],
    stats: [
      ['2.4B', 'events a day'],
      ['1,800', 'product teams'],
      ['22%', 'median activation lift'],
      ['<1s', 'query time'],
    ],
    team: [
      ['Jonas Weber', 'CEO', 'Previously led data at a ride-sharing unicorn.'],
      ['Aisha Bello', 'CTO', 'Built streaming systems that process a billion events a day.'],
      ['Kenji Sato', 'Head of design', 'Makes complex charts feel obvious.'],
    ],
    plans: [
      [
        'Starter',
        0,
        'For side projects',
        ['10k monthly users', 'Core reports', 'Community support'],
      ],
      [
        'Growth',
        149,
        'For growing products',
        ['100k monthly users', 'Funnels and cohorts', 'Slack alerts', 'Email support'],
      ],
      [
        'Scale',
        499,
        'For larger teams',
        ['Unlimited users', 'Warehouse sync', 'SSO and audit log', 'Dedicated engineer'],
      ],
    ],
    city: ['500 Market Street, Floor 4', 'San Francisco', 'CA', '94105'],
  },
  wellness: {
    companyName: 'Stillwater Yoga & Spa',
    tagline: 'Unhurried yoga, massage and rest',
    description:
      'A calm studio offering small yoga classes, therapeutic massage and restorative treatments in the heart of the old town.',
    schemaType: 'HealthAndBeautyBusiness',
    motif: 'wellness',
    eyebrow: 'Classes and treatments',
    heroHeading: 'Make room to breathe again',
    heroText:
      'Small classes of no more than twelve, skilled therapists and a quiet space designed for nothing but rest.',
    action: 'Book a session',
    features: [
      ['Small classes', 'Never more than twelve mats, so every teacher knows your name.', 'users'],
      ['Certified therapists', 'Licensed massage therapists with 10+ years of practice.', 'heart'],
      [
        'Quiet by design',
        'Soft light, no phones, tea and a warm blanket after each session.',
        'leaf',
      ],
    ],
    services: [
      ['Vinyasa flow', '60 minutes of steady, breath-led movement.', '$22', 'sun'],
      ['Deep tissue massage', 'Targeted relief for tight shoulders and backs.', '$95', 'heart'],
      ['Restorative evening', 'Yin yoga, sound bath and herbal tea.', '$35', 'moon'],
    ],
    about:
      'Stillwater was founded by two teachers who wanted a studio that felt like a deep breath. Everything, from the cedar floors to the class sizes, is chosen to help you slow down.',
    highlights: ['Beginner friendly', 'Mats, towels and tea included', 'Gift cards available'],
    testimonials: [
      ['The only hour of my week where my mind goes quiet.', 'Hannah B.', 'Member for 3 years'],
      ['The best massage I have had, and I have tried many.', 'Omar F.', 'Spa guest'],
      ['Kind teachers who make beginners feel welcome.', 'Lucy W.', 'New member'],
    ],
    faq: [
      [
        'I have never done yoga. Where do I start?',
        'Our Foundations class runs every Monday and Thursday at 6 pm.',
      ],
      ['What should I bring?', 'Just comfortable clothes. We provide mats, blocks and towels.'],
      ['Can I cancel a booking?', 'Free cancellation up to 12 hours before your session.'],
      ['Do you sell gift cards?', 'Yes, at the front desk or by email, for any amount.'],
    ],
    stats: [
      ['12', 'mats per class'],
      ['40+', 'classes a week'],
      ['9', 'teachers and therapists'],
    ],
    team: [
      ['Mira Janssen', 'Founder and teacher', '500-hour certified, teaches Vinyasa and Yin.'],
      ['Leo Grant', 'Massage therapist', 'Specialises in sports and deep tissue massage.'],
      ['Ines Duarte', 'Teacher', 'Leads our prenatal and gentle classes.'],
    ],
    plans: [
      ['Drop-in', 22, 'One class', ['Any class', 'Mat and towel included']],
      [
        'Unlimited',
        119,
        'Every class, every week',
        ['Unlimited classes', '10% off treatments', 'Guest pass each month'],
      ],
      ['Ten pack', 180, 'Ten classes, no expiry', ['Share with a friend', 'Never expires']],
    ],
    city: ['8 Harbour Lane', 'Bristol', '', 'BS1 4QA'],
  },
  legal: {
    companyName: 'Hartwell & Crane LLP',
    tagline: 'Clear counsel for business and families',
    description:
      'A boutique law firm advising growing companies and families on contracts, employment, property and estate planning.',
    schemaType: 'LegalService',
    motif: 'legal',
    eyebrow: 'Attorneys since 1994',
    heroHeading: 'Serious legal advice, in plain English',
    heroText:
      'Thirty years of practice in corporate, employment and estate law, with fixed fees agreed before any work begins.',
    action: 'Book a consultation',
    features: [
      ['Fixed fees', 'You know the full cost before we start. No surprise invoices.', 'scale'],
      [
        'Partner-led',
        'A partner handles your matter from the first call to the last.',
        'briefcase',
      ],
      ['Answers in 24 hours', 'Every email answered within one business day.', 'clock'],
    ],
    services: [
      [
        'Business law',
        'Formation, contracts, shareholder agreements and sales.',
        'From $1,500',
        'building',
      ],
      ['Employment law', 'Policies, disputes and executive agreements.', 'From $900', 'users'],
      [
        'Estate planning',
        'Wills, trusts and powers of attorney for families.',
        'From $1,200',
        'file',
      ],
    ],
    about:
      'Hartwell & Crane was founded on a simple idea: good lawyers explain. Our twelve attorneys give direct, practical advice and stay with you for the long term.',
    highlights: ['Rated AV Preeminent', 'Over 4,000 matters closed', 'Offices downtown and online'],
    testimonials: [
      [
        'They closed our acquisition on time and explained every clause along the way.',
        'Robert Chen',
        'CEO, Meridian Tools',
      ],
      ['Compassionate and precise when our family needed it most.', 'Grace O.', 'Estate client'],
      ['The fixed fee was exactly what we paid. Refreshing.', 'Sam Patel', 'Founder, Brightside'],
    ],
    faq: [
      ['How much does a first consultation cost?', 'The first 30-minute consultation is free.'],
      [
        'Do you work with clients outside the state?',
        'Yes, for business matters across the United States.',
      ],
      ['How do fixed fees work?', 'We agree on the scope and price in writing before we begin.'],
      ['Can we meet online?', 'Yes, by video call at a time that suits you.'],
    ],
    stats: [
      ['30', 'years of practice'],
      ['4,000+', 'matters closed'],
      ['12', 'attorneys'],
    ],
    team: [
      ['Eleanor Hartwell', 'Managing partner', 'Corporate and M&A, 30 years at the bar.'],
      ['James Crane', 'Partner', 'Employment law and litigation.'],
      ['Nadia Rossi', 'Senior associate', 'Estate planning and trusts.'],
    ],
    plans: [
      ['Consultation', 0, '30 minutes', ['Free first call', 'Written next steps']],
      [
        'Company setup',
        1500,
        'Fixed fee',
        ['Formation documents', 'Founder agreement', 'Registered agent for a year'],
      ],
      [
        'Estate plan',
        1200,
        'Fixed fee',
        ['Will and trust', 'Powers of attorney', 'Free updates for a year'],
      ],
    ],
    city: ['200 Court Square, Suite 900', 'Boston', 'MA', '02108'],
    billing: 'one-time',
  },
  food: {
    companyName: 'Casa Lumbre',
    tagline: 'Live-fire Mexican kitchen and mezcal bar',
    description:
      'A lively restaurant cooking over mesquite: tacos on handmade tortillas, whole grilled fish and a menu of 60 mezcals.',
    schemaType: 'Restaurant',
    motif: 'food',
    eyebrow: 'Open tonight from 5 pm',
    heroHeading: 'Cooked over fire, served with joy',
    heroText:
      'Handmade corn tortillas, mesquite-grilled meats and vegetables, and the city’s largest mezcal list.',
    action: 'Reserve a table',
    features: [
      ['Nixtamal daily', 'We grind heirloom corn every morning for our tortillas.', 'flame'],
      ['Mesquite grill', 'Everything on the grill is cooked over real wood fire.', 'flame'],
      ['60 mezcals', 'From small family palenques across Oaxaca.', 'wine'],
    ],
    services: [
      ['Dinner', 'Our full menu, Tuesday to Sunday.', '$$', 'utensils'],
      ['Private dining', 'A room for up to 24 guests with a set menu.', 'From $65 pp', 'users'],
      ['Catering', 'Taco bars and grills for parties and offices.', 'On request', 'truck'],
    ],
    about:
      'Chef Lucía Morales grew up cooking over fire in Guadalajara. Casa Lumbre is her love letter to that kitchen: loud, warm and generous.',
    highlights: ['Michelin Bib Gourmand', 'Vegetarian menu', 'Patio seating'],
    testimonials: [
      ['The carnitas alone are worth the trip across town.', 'Ben K.', 'Food writer'],
      [
        'Our office party was the best one yet, thanks to their taco bar.',
        'Julia M.',
        'Office manager',
      ],
      ['Warm service, brilliant mezcal tips.', 'Carlos R.', 'Guest'],
    ],
    faq: [
      ['Do you take walk-ins?', 'Yes, the bar and patio are kept for walk-ins.'],
      [
        'Do you have vegetarian dishes?',
        'Half of our menu is vegetarian, and much of it is vegan.',
      ],
      ['Can I book for a large group?', 'Groups over 8 can book our private dining room.'],
      ['Is there parking?', 'Street parking and a public garage one block away.'],
    ],
    stats: [
      ['60', 'mezcals'],
      ['100%', 'handmade tortillas'],
      ['4.8', 'on 2,300 reviews'],
    ],
    team: [
      ['Lucía Morales', 'Chef and owner', 'Fifteen years in kitchens from Mexico City to Chicago.'],
      ['Diego Ruiz', 'Bar director', 'Knows every one of our 60 mezcals by name.'],
      ['Rosa Lima', 'Pastry', 'Makes the churros everyone orders twice.'],
    ],
    plans: [
      ['Taco bar', 28, 'Per guest', ['Three proteins', 'Salsas and sides', 'Minimum 20 guests']],
      ['Fire feast', 65, 'Per guest', ['Family-style menu', 'Whole grilled fish', 'Dessert']],
      ['Mezcal tasting', 45, 'Per guest', ['Five mezcals', 'Guided by our bar director']],
    ],
    city: ['77 Alvarado Street', 'Austin', 'TX', '78701'],
    billing: 'one-time',
  },
  photography: {
    companyName: 'Lumen & Frame Studio',
    tagline: 'Portraits, weddings and brand photography',
    description:
      'An independent photography studio creating natural portraits, documentary weddings and brand imagery for small businesses.',
    schemaType: 'ProfessionalService',
    motif: 'photography',
    eyebrow: 'Booking 2026 weddings now',
    heroHeading: 'Photographs that feel like you',
    heroText:
      'Relaxed, natural photography for people and brands, with a studio full of daylight and a calm, unhurried approach.',
    action: 'Check availability',
    features: [
      [
        'Natural direction',
        'Gentle prompts instead of stiff poses, so you look like yourself.',
        'camera',
      ],
      ['Fast delivery', 'A sneak peek in 48 hours and the full gallery in two weeks.', 'clock'],
      ['Printed heirlooms', 'Archival prints and handmade albums that last generations.', 'image'],
    ],
    services: [
      ['Portrait session', 'One hour in the studio or outdoors.', '$350', 'camera'],
      ['Wedding day', 'Eight hours of documentary coverage.', 'From $3,200', 'heart'],
      ['Brand library', '60 images for your website and social.', '$900', 'briefcase'],
    ],
    about:
      'We are Ava and Noah, two photographers who believe the best pictures happen between the poses. Our daylight studio sits in a converted print works.',
    highlights: [
      'Featured in Modern Wedding',
      'Online galleries for 10 years',
      'Hair and make-up partners',
    ],
    testimonials: [
      [
        'We cried looking at our wedding gallery. Every moment was there.',
        'Chloe & Sam',
        'Married in May',
      ],
      ['Our new brand photos doubled our enquiries.', 'Beth Moore', 'Owner, Fern Florals'],
      ['They made our toddler laugh for an hour straight.', 'The Ahmed family', 'Portrait session'],
    ],
    faq: [
      ['How do we book?', 'A 25% deposit secures your date; the rest is due two weeks before.'],
      ['Do you travel?', 'Yes, anywhere. Travel within 50 miles is included.'],
      ['How many photos will we get?', 'Around 60 per portrait hour and 600 per wedding.'],
      ['Can we order prints?', 'Prints and albums can be ordered straight from your gallery.'],
    ],
    stats: [
      ['340', 'weddings'],
      ['12', 'years'],
      ['48 h', 'sneak peek'],
    ],
    team: [
      ['Ava Clarke', 'Photographer', 'Weddings and portraits, film lover.'],
      ['Noah Brandt', 'Photographer', 'Brand shoots and studio lighting.'],
      ['Mei Tan', 'Studio manager', 'Keeps every shoot running on time.'],
    ],
    plans: [
      ['Portrait', 350, 'One hour', ['60 edited images', 'Online gallery', 'Print credit']],
      ['Wedding', 3200, 'Eight hours', ['Two photographers', '600 images', 'Engagement shoot']],
      ['Brand', 900, 'Half day', ['60 images', 'Commercial licence', 'Shot list planning']],
    ],
    city: ['3 Printworks Yard', 'Manchester', '', 'M4 6BF'],
    billing: 'one-time',
  },
  fitness: {
    companyName: 'Ironpulse Gym',
    tagline: 'Strength coaching for real life',
    description:
      'A coaching-led gym with small-group strength training, personal coaching and an open gym that never feels crowded.',
    schemaType: 'ExerciseGym',
    motif: 'fitness',
    eyebrow: 'First week free',
    heroHeading: 'Get strong. Stay strong.',
    heroText:
      'Coached strength sessions of six people or fewer, a program built around your goals and a community that shows up.',
    action: 'Claim your free week',
    features: [
      ['Coached every session', 'A coach on the floor for every group session.', 'dumbbell'],
      ['Program for you', 'A plan based on your assessment, updated every month.', 'chart'],
      ['Open 5 am to 10 pm', 'Train before work, at lunch or after dinner.', 'clock'],
    ],
    services: [
      ['Small-group strength', 'Six people, one coach, real progress.', '$25', 'dumbbell'],
      ['Personal coaching', 'One-to-one sessions at your pace.', '$70', 'target'],
      ['Open gym', 'Full access to racks, platforms and turf.', '$45/mo', 'zap'],
    ],
    about:
      'Ironpulse was built by coaches, not investors. We care about good technique, steady progress and a gym where everyone belongs.',
    highlights: ['Certified strength coaches', 'Beginner on-ramp', 'Free parking'],
    testimonials: [
      ['I deadlifted my bodyweight at 52. My back pain is gone.', 'Karen T.', 'Member for 2 years'],
      ['Coaches who actually watch your form. Game changer.', 'Mike D.', 'Member'],
      ['Never thought I would love a gym. Now I go four times a week.', 'Jess P.', 'Member'],
    ],
    faq: [
      [
        'I am a complete beginner. Is that okay?',
        'Most of our members started as beginners. Start with the on-ramp.',
      ],
      ['Is there a contract?', 'No contracts. Cancel anytime with 30 days notice.'],
      ['Do you have showers?', 'Yes, with towels and lockers.'],
      ['Can I try before I join?', 'Your first week is free.'],
    ],
    stats: [
      ['6', 'people per group'],
      ['650', 'members'],
      ['17 h', 'open daily'],
    ],
    team: [
      ['Marcus Reed', 'Head coach', 'Strength coach for 14 years.'],
      ['Alina Novak', 'Coach', 'Olympic lifting and mobility.'],
      ['Chris Young', 'Coach', 'Conditioning and nutrition.'],
    ],
    plans: [
      ['Open gym', 45, 'Train on your own', ['Full access', 'Locker room']],
      [
        'Coached',
        159,
        'Our most popular plan',
        ['Unlimited group sessions', 'Monthly program', 'Open gym'],
      ],
      ['Personal', 299, 'One-to-one', ['4 personal sessions', 'Nutrition plan', 'Open gym']],
    ],
    city: ['1200 Foundry Road', 'Denver', 'CO', '80202'],
  },
  nature: {
    companyName: 'Fernhill Gardens',
    tagline: 'Garden design and landscaping',
    description:
      'A landscape studio designing and building native, low-water gardens for homes, schools and offices.',
    schemaType: 'HomeAndConstructionBusiness',
    motif: 'nature',
    eyebrow: 'Spring planting now booking',
    heroHeading: 'Gardens that grow better every year',
    heroText:
      'Native planting, natural stone and smart irrigation, designed for your soil and built by our own crew.',
    action: 'Request a visit',
    features: [
      ['Native plants', 'Plants that belong here feed pollinators and need less water.', 'leaf'],
      ['Design to build', 'One team from the first sketch to the last stone.', 'ruler'],
      ['Five-year guarantee', 'Every plant and stone we put in is guaranteed.', 'shield'],
    ],
    services: [
      ['Garden design', 'A scaled plan and planting list for your space.', 'From $800', 'ruler'],
      ['Landscaping', 'Patios, paths, beds and irrigation.', 'Quoted', 'hammer'],
      ['Seasonal care', 'Pruning, mulching and planting, four visits a year.', '$420/yr', 'sun'],
    ],
    about:
      'Fernhill began with one truck and a love for wild meadows. Twenty years later we have planted more than 80,000 native plants across the valley.',
    highlights: ['Certified landscape designers', 'Water-wise gardens', 'Local nursery partners'],
    testimonials: [
      ['Our yard went from dust to a meadow full of butterflies.', 'Paul & Anne', 'Homeowners'],
      ['They transformed our schoolyard into an outdoor classroom.', 'Ms. Rivera', 'Principal'],
      ['Our water bill dropped by half.', 'Greg H.', 'Homeowner'],
    ],
    faq: [
      [
        'When is the best time to plant?',
        'Autumn and early spring, so roots settle before summer.',
      ],
      ['Do you work on small gardens?', 'Yes, from balconies to five-acre lots.'],
      ['How long does a project take?', 'Most gardens are built in two to four weeks.'],
      ['Do you remove lawns?', 'Yes, and we recycle the turf and soil.'],
    ],
    stats: [
      ['80,000', 'native plants'],
      ['20', 'years'],
      ['50%', 'less water'],
    ],
    team: [
      ['Hazel Moore', 'Lead designer', 'Landscape architect and botanist.'],
      ['Ray Ortiz', 'Build lead', 'Stone and irrigation specialist.'],
      ['Ivy Chen', 'Horticulturist', 'Knows every native plant by its Latin name.'],
    ],
    plans: [
      ['Consultation', 150, 'Two hours on site', ['Site assessment', 'Planting ideas']],
      ['Design', 800, 'Full garden plan', ['Scaled drawings', 'Planting list', 'Two revisions']],
      ['Care plan', 420, 'Per year', ['Four visits', 'Pruning and mulching', 'Plant replacement']],
    ],
    city: ['22 Orchard Road', 'Asheville', 'NC', '28801'],
    billing: 'one-time',
  },
};

/** Industries with hand-written sample content. */
export const SAMPLE_INDUSTRIES = Object.keys(SAMPLES);

const DEFAULT_SECTIONS: SectionType[] = [
  'hero',
  'features',
  'services',
  'about',
  'stats',
  'gallery',
  'testimonials',
  'pricing',
  'team',
  'faq',
  'cta',
  'contact',
  'hours',
  'footer',
];

export type SampleOptions = {
  industry?: string;
  style?: SiteStyle;
  companyName?: string;
  sections?: SectionType[];
  /** Picks alternative layouts so samples differ; 0 uses every section's first layout. */
  variant?: number;
  seed?: number;
};

const LAYOUTS: Record<SectionType, readonly string[]> = {
  hero: ['split', 'centered', 'full-bleed'],
  features: ['grid', 'icon-rows'],
  services: ['cards', 'list'],
  about: ['split', 'centered'],
  gallery: ['grid', 'mosaic'],
  testimonials: ['cards', 'spotlight'],
  pricing: ['cards', 'table'],
  faq: ['accordion', 'two-column'],
  team: ['grid', 'list'],
  stats: ['row', 'cards'],
  cta: ['banner', 'split'],
  contact: ['split', 'stacked'],
  hours: ['table', 'cards'],
  footer: ['columns', 'simple'],
};

const NAV: Partial<Record<SectionType, string>> = {
  services: 'Services',
  about: 'About',
  pricing: 'Pricing',
  faq: 'FAQ',
  contact: 'Contact',
};

function sectionFor(type: SectionType, c: Copy, layout: string): SectionInput {
  const base = { id: type, navLabel: NAV[type] ?? '' };
  const action = { label: c.action, href: '#contact' };
  switch (type) {
    case 'hero':
      return {
        ...base,
        type,
        layout: layout as 'split',
        eyebrow: c.eyebrow,
        heading: c.heroHeading,
        intro: c.heroText,
        primaryAction: action,
        secondaryAction: { label: 'See what we do', href: '#services' },
        imageId: 'hero',
      };
    case 'features':
      return {
        ...base,
        type,
        layout: layout as 'grid',
        heading: `Why ${c.companyName}`,
        intro: c.description,
        items: c.features.map(([title, text, icon]) => ({ title, text, icon })),
      };
    case 'services':
      return {
        ...base,
        type,
        layout: layout as 'cards',
        heading: 'What we offer',
        intro: 'Everything we do, with honest prices up front.',
        items: c.services.map(([title, text, price, icon]) => ({ title, text, price, icon })),
      };
    case 'about':
      return {
        ...base,
        type,
        layout: layout as 'split',
        heading: 'Our story',
        body: c.about,
        highlights: c.highlights,
        imageId: 'about',
      };
    case 'gallery':
      return {
        ...base,
        type,
        layout: layout as 'grid',
        heading: 'A closer look',
        items: ['gallery-1', 'gallery-2', 'gallery-3'].map((imageId, i) => ({
          imageId,
          caption: c.features[i]?.[0] ?? '',
        })),
      };
    case 'testimonials':
      return {
        ...base,
        type,
        layout: layout as 'cards',
        heading: 'Kind words',
        items: c.testimonials.map(([quote, name, role]) => ({ quote, name, role })),
      };
    case 'pricing':
      return {
        ...base,
        type,
        layout: layout as 'cards',
        heading: 'Simple pricing',
        intro: 'No hidden fees. Change or cancel anytime.',
        billingPeriod: c.billing ?? 'monthly',
        plans: c.plans.map(([name, price, description, features], i) => ({
          name,
          price,
          description,
          features,
          recommended: i === 1,
        })),
      };
    case 'faq':
      return {
        ...base,
        type,
        layout: layout as 'accordion',
        heading: 'Questions, answered',
        items: c.faq.map(([question, answer]) => ({ question, answer })),
      };
    case 'team':
      return {
        ...base,
        type,
        layout: layout as 'grid',
        heading: 'The people behind it',
        members: c.team.map(([name, role, bio]) => ({ name, role, bio })),
      };
    case 'stats':
      return {
        ...base,
        type,
        layout: layout as 'row',
        heading: 'By the numbers',
        items: c.stats.map(([value, label]) => ({ value, label })),
      };
    case 'cta':
      return {
        ...base,
        type,
        layout: layout as 'banner',
        heading: `Ready when you are`,
        intro: c.tagline + '.',
        primaryAction: action,
        secondaryAction: { label: 'Call us', href: '#contact' },
      };
    case 'contact':
      return {
        ...base,
        type,
        layout: layout as 'split',
        heading: 'Get in touch',
        intro: 'Send us a message and we will reply within one business day.',
      };
    case 'hours':
      return {
        ...base,
        type,
        layout: layout as 'table',
        heading: 'Opening hours',
        note: 'Closed on public holidays.',
      };
    case 'footer':
      return {
        ...base,
        type,
        layout: layout as 'columns',
        note: c.tagline,
        links: [
          { label: 'Privacy', href: '#top' },
          { label: 'Contact', href: '#contact' },
        ],
      };
  }
}

/**
 * A complete, valid sample model for tests, previews and other packages.
 *
 * @example createSampleSiteModel({ industry: 'bakery', style: 'elegant' }).brand.style // 'elegant'
 */
export function createSampleSiteModel(options: SampleOptions = {}): SiteModel {
  const industry = options.industry ?? 'bakery';
  const copy = SAMPLES[industry] ?? SAMPLES['bakery'];
  if (!copy) throw new Error('sample content missing');
  const style = options.style ?? 'modern';
  const variant = options.variant ?? 0;
  const seed = options.seed ?? 7;
  const companyName = options.companyName ?? copy.companyName;
  const c = { ...copy, companyName };
  const types = options.sections ?? DEFAULT_SECTIONS;
  const sections = types.map((type, i) => {
    const layouts = LAYOUTS[type];
    return sectionFor(type, c, layouts[(variant + i) % layouts.length] ?? layouts[0] ?? '');
  });
  const slug =
    companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'site';
  const image = (
    id: string,
    dataSlot: string,
    alt: string,
    width: number,
    height: number,
    n: number,
  ) => ({
    id,
    dataSlot,
    alt,
    name: dataSlot,
    description: `Illustration: ${alt}`,
    source: 'procedural' as const,
    motif: copy.motif,
    seed: seed + n,
    width,
    height,
  });
  const input: SiteModelInput = {
    schemaVersion: SITE_MODEL_SCHEMA_VERSION,
    business: {
      companyName,
      tagline: c.tagline,
      industry,
      description: c.description,
      contactDetails: {
        email: `hello@${slug.slice(0, 40)}.example.com`,
        phone: '+1 (555) 010-2030',
        website: `https://${slug.slice(0, 40)}.example.com`,
        address: {
          street: c.city[0],
          city: c.city[1],
          state: c.city[2],
          zip: c.city[3],
          country: 'US',
        },
      },
      businessHours: { saturday: { closed: false, open: '10:00', close: '14:00' } },
    },
    brand: {
      style,
      palette: STYLE_PALETTES[style],
      typography: STYLE_TYPOGRAPHY[style],
      motif: copy.motif,
    },
    sections,
    images: [
      image('hero', 'hero', `${companyName}: ${c.heroHeading}`, 1200, 900, 0),
      image('about', 'about', `About ${companyName}`, 1000, 800, 1),
      image('gallery-1', 'gallery-1', c.features[0]?.[0] ?? 'Gallery image', 800, 600, 2),
      image('gallery-2', 'gallery-2', c.features[1]?.[0] ?? 'Gallery image', 800, 600, 3),
      image('gallery-3', 'gallery-3', c.features[2]?.[0] ?? 'Gallery image', 800, 600, 4),
    ],
    seo: {
      title: `${companyName} | ${c.tagline}`,
      description: c.description,
      keywords: [industry, c.city[1], c.tagline.toLowerCase()],
      siteUrl: `https://${slug.slice(0, 40)}.example.com/`,
      localBusiness: { schemaType: c.schemaType, priceRange: '$$' },
    },
  };
  return SiteModelSchema.parse(input);
}
