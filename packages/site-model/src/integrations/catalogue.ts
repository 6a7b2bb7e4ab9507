// The integration catalogue: every integration Zappy can add to a site, as typed settings with a
// JSON Schema per tool (spec section 3, "Integration catalogue"). An integration is never pasted
// markup: the owner fills these settings, they are validated against the schema
// (`./validate.ts`), and only the renderer's own templates turn them into a page.
import { INTEGRATION_CATEGORIES } from '../constants';
import { ACCESSIBILITY_FEATURES, type IntegrationCategory } from '../schema';

/** One setting of a tool, as JSON Schema; `title` is the form's label. */
export type SettingSchema = {
  title: string;
  description?: string;
  default?: string | number | boolean | readonly string[];
} & (
  | {
      type: 'string';
      format?: 'uri' | 'email' | 'hostname' | 'uuid';
      pattern?: string;
      minLength?: number;
      maxLength: number;
      enum?: readonly string[];
    }
  | { type: 'number'; minimum: number; maximum: number }
  | { type: 'boolean' }
  | {
      type: 'array';
      items: { type: 'string'; enum: readonly string[] };
      uniqueItems: true;
      minItems?: number;
    }
);

/** A tool's settings: a closed JSON Schema object. */
export type ToolInputSchema = {
  type: 'object';
  properties: Readonly<Record<string, SettingSchema>>;
  required: readonly string[];
  additionalProperties: false;
  /** At least this many settings must be given (e.g. one social profile of several). */
  minProperties?: number;
};

/**
 * What a tool loads into the page: its service's own script hosts, the setting that names the
 * script's address (none: always the first host's), and the CSP sources the service's own script
 * reports to besides its origin. A self-hosted server's host is allowed only by the operator
 * (`SITE_SCRIPT_HOSTS`), never by an owner's setting alone.
 */
export type ToolScript = {
  setting?: string;
  hosts: readonly string[];
  connect: readonly string[];
  img: readonly string[];
};

export type IntegrationTool = {
  name: string;
  description: string;
  inputSchema: ToolInputSchema;
  script?: ToolScript;
};

export type IntegrationServer = {
  serverId: string;
  serverName: string;
  description: string;
  category: IntegrationCategory;
  tools: readonly IntegrationTool[];
};

// Addresses are https only: a site served over https may load nothing over http.
const HTTPS = '^https://';
// A registrable domain name: labels of letters, digits and hyphens, with at least one dot.
const DOMAIN = '^(?=.{4,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'ILS', 'JPY', 'CHF', 'SEK', 'BRL', 'MXN'];
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const;
export const SOCIAL_NETWORKS = {
  facebook: { title: 'Facebook page', host: '(www\\.|m\\.)?facebook\\.com' },
  instagram: { title: 'Instagram profile', host: '(www\\.)?instagram\\.com' },
  linkedin: { title: 'LinkedIn page', host: '(www\\.)?linkedin\\.com' },
  x: { title: 'X (Twitter) profile', host: '(www\\.)?(x|twitter)\\.com' },
  youtube: { title: 'YouTube channel', host: '(www\\.)?youtube\\.com' },
  tiktok: { title: 'TikTok profile', host: '(www\\.)?tiktok\\.com' },
} as const;
export const SCHEMA_TYPES = [
  'LocalBusiness',
  'Organization',
  'ProfessionalService',
  'Restaurant',
  'Bakery',
  'CafeOrCoffeeShop',
  'Store',
  'HealthAndBeautyBusiness',
  'MedicalBusiness',
  'Dentist',
  'LegalService',
  'AccountingService',
  'RealEstateAgent',
  'HomeAndConstructionBusiness',
  'AutomotiveBusiness',
  'SportsActivityLocation',
  'EducationalOrganization',
  'LodgingBusiness',
  'TravelAgency',
  'EntertainmentBusiness',
] as const;

const label = (title: string, description: string): SettingSchema => ({
  type: 'string',
  title,
  description,
  maxLength: 40,
  default: '',
});

/** Every integration, by server. Tool names are unique across the catalogue. */
export const INTEGRATION_SERVERS: readonly IntegrationServer[] = [
  {
    serverId: 'google-analytics',
    serverName: 'Google Analytics 4',
    description: "Visitor statistics in Google Analytics, with the page's own consent-free setup.",
    category: 'analytics',
    tools: [
      {
        name: 'add_google_analytics',
        description: 'Adds the Google tag for a GA4 property.',
        inputSchema: {
          type: 'object',
          properties: {
            measurementId: {
              type: 'string',
              title: 'Measurement ID',
              description:
                'Shown in Google Analytics under Admin › Data streams, e.g. G-ABC123XYZ.',
              pattern: '^G-[A-Z0-9]{4,16}$',
              maxLength: 18,
            },
          },
          required: ['measurementId'],
          additionalProperties: false,
        },
        // https://developers.google.com/tag-platform/security/guides/csp (GA4, no Signals)
        script: {
          hosts: ['www.googletagmanager.com'],
          connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
          img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
        },
      },
    ],
  },
  {
    serverId: 'plausible',
    serverName: 'Plausible Analytics',
    description: 'Privacy-friendly, cookie-free visitor statistics (plausible.io or self-hosted).',
    category: 'analytics',
    tools: [
      {
        name: 'add_plausible',
        description: "Adds Plausible's script for the site's domain.",
        inputSchema: {
          type: 'object',
          properties: {
            domain: {
              type: 'string',
              title: 'Site domain',
              description: 'The domain as registered in Plausible, e.g. example.com.',
              format: 'hostname',
              pattern: DOMAIN,
              maxLength: 253,
            },
            scriptHost: {
              type: 'string',
              title: 'Plausible server',
              description:
                'https://plausible.io, or your own Plausible server if this Zappy server allows its host.',
              format: 'uri',
              pattern: HTTPS,
              maxLength: 200,
              default: 'https://plausible.io',
            },
          },
          required: ['domain'],
          additionalProperties: false,
        },
        script: { setting: 'scriptHost', hosts: ['plausible.io'], connect: [], img: [] },
      },
    ],
  },
  {
    serverId: 'umami',
    serverName: 'Umami Analytics',
    description: 'Open-source, cookie-free visitor statistics (Umami Cloud or self-hosted).',
    category: 'analytics',
    tools: [
      {
        name: 'add_umami',
        description: "Adds Umami's tracker for one website.",
        inputSchema: {
          type: 'object',
          properties: {
            websiteId: {
              type: 'string',
              title: 'Website ID',
              description: "The website's ID in Umami (Settings › Websites), a UUID.",
              format: 'uuid',
              maxLength: 36,
            },
            scriptUrl: {
              type: 'string',
              title: 'Tracker script address',
              description:
                'https://cloud.umami.is/script.js, or your own server’s script.js if this Zappy server allows its host.',
              format: 'uri',
              pattern: `${HTTPS}[^?#]+\\.js$`,
              maxLength: 200,
              default: 'https://cloud.umami.is/script.js',
            },
          },
          required: ['websiteId'],
          additionalProperties: false,
        },
        // Umami Cloud's tracker reports to its gateway, not to its own origin; older trackers
        // to api-gateway.umami.dev (https://github.com/umami-software/umami/issues/4326).
        script: {
          setting: 'scriptUrl',
          hosts: ['cloud.umami.is', 'analytics.umami.is'],
          connect: ['https://gateway.umami.is', 'https://api-gateway.umami.dev'],
          img: [],
        },
      },
    ],
  },
  {
    serverId: 'stripe',
    serverName: 'Stripe Payment Links',
    description: 'A pay button that opens a Stripe-hosted checkout page.',
    category: 'payments',
    tools: [
      {
        name: 'add_stripe_payment_link',
        description: 'Adds a button for a Stripe Payment Link, on a pricing plan or on its own.',
        inputSchema: {
          type: 'object',
          properties: {
            url: {
              type: 'string',
              title: 'Payment Link',
              description: 'Created in Stripe under Payment Links, e.g. https://buy.stripe.com/….',
              format: 'uri',
              pattern: '^https://buy\\.stripe\\.com/[A-Za-z0-9_/-]+$',
              maxLength: 200,
            },
            label: label('Button text', 'Leave blank for “Pay online” in the site’s language.'),
            plan: {
              type: 'string',
              title: 'Pricing plan',
              description:
                'The name of the pricing plan this link pays for; blank for a button of its own.',
              maxLength: 80,
              default: '',
            },
          },
          required: ['url'],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'paypal',
    serverName: 'PayPal',
    description: 'A PayPal.Me button for payments and deposits, with an optional fixed amount.',
    category: 'payments',
    tools: [
      {
        name: 'add_paypal_button',
        description: 'Adds a button that opens your PayPal.Me page.',
        inputSchema: {
          type: 'object',
          properties: {
            username: {
              type: 'string',
              title: 'PayPal.Me name',
              description: 'The name in your paypal.me link, e.g. GoldenCrumb.',
              pattern: '^[A-Za-z0-9]{1,20}$',
              maxLength: 20,
            },
            amount: {
              type: 'number',
              title: 'Amount',
              description: 'Blank lets the payer enter the amount.',
              minimum: 0,
              maximum: 100_000,
            },
            currency: {
              type: 'string',
              title: 'Currency',
              enum: CURRENCIES,
              maxLength: 3,
              default: 'USD',
            },
            label: label(
              'Button text',
              'Leave blank for “Pay with PayPal” in the site’s language.',
            ),
          },
          required: ['username'],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'accessibility-toolbar',
    serverName: 'Accessibility toolbar',
    description: 'The on-page toolbar for text size, contrast, spacing and reading aids.',
    category: 'accessibility',
    tools: [
      {
        name: 'configure_accessibility_toolbar',
        description: 'Sets where the toolbar sits, its theme and which tools it offers.',
        inputSchema: {
          type: 'object',
          properties: {
            enabled: { type: 'boolean', title: 'Show the toolbar', default: true },
            position: {
              type: 'string',
              title: 'Position',
              enum: ['bottom-right', 'bottom-left', 'top-right', 'top-left'],
              maxLength: 12,
              default: 'bottom-right',
            },
            theme: {
              type: 'string',
              title: 'Theme',
              enum: ['default', 'dark', 'light'],
              maxLength: 7,
              default: 'default',
            },
            features: {
              type: 'array',
              title: 'Tools',
              items: { type: 'string', enum: ACCESSIBILITY_FEATURES },
              uniqueItems: true,
              minItems: 1,
              default: ACCESSIBILITY_FEATURES,
            },
          },
          required: [],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'seo-meta',
    serverName: 'Search and social previews',
    description: 'The title, description and keywords search engines and link previews show.',
    category: 'seo',
    tools: [
      {
        name: 'set_meta_tags',
        description: 'Sets the page title, description and keywords (Open Graph and Twitter too).',
        inputSchema: {
          type: 'object',
          properties: {
            title: { type: 'string', title: 'Page title', maxLength: 70, default: '' },
            description: {
              type: 'string',
              title: 'Description',
              description: 'About 150 characters; search results cut longer ones.',
              maxLength: 160,
              default: '',
            },
            keywords: {
              type: 'string',
              title: 'Keywords',
              description: 'Separated by commas.',
              maxLength: 300,
              default: '',
            },
          },
          required: [],
          additionalProperties: false,
          minProperties: 1,
        },
      },
    ],
  },
  {
    serverId: 'seo-business-data',
    serverName: 'Business data for search engines',
    description: 'schema.org LocalBusiness data (JSON-LD) from your business details.',
    category: 'seo',
    tools: [
      {
        name: 'set_business_data',
        description: 'Chooses the schema.org business type and price range.',
        inputSchema: {
          type: 'object',
          properties: {
            schemaType: {
              type: 'string',
              title: 'Business type',
              enum: SCHEMA_TYPES,
              maxLength: 40,
              default: 'LocalBusiness',
            },
            priceRange: {
              type: 'string',
              title: 'Price range',
              description: 'e.g. $$ or €10–30.',
              maxLength: 20,
              default: '',
            },
          },
          required: ['schemaType'],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'seo-indexing',
    serverName: 'Sitemap and robots',
    description: 'Whether search engines may index the site; sitemap.xml and robots.txt follow.',
    category: 'seo',
    tools: [
      {
        name: 'configure_indexing',
        description: 'Opens the site to search engines, or keeps it out of their results.',
        inputSchema: {
          type: 'object',
          properties: {
            allowIndexing: {
              type: 'boolean',
              title: 'Let search engines index the site',
              default: true,
            },
          },
          required: ['allowIndexing'],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'llms-txt',
    serverName: 'llms.txt',
    description: 'A plain-text summary of the business at /llms.txt for AI assistants.',
    category: 'seo',
    tools: [
      {
        name: 'add_llms_txt',
        description: 'Publishes /llms.txt from the site’s own content, with an optional note.',
        inputSchema: {
          type: 'object',
          properties: {
            summary: {
              type: 'string',
              title: 'Note for AI assistants',
              description:
                'Anything an assistant should know beyond the site, e.g. “Walk-ins welcome”.',
              maxLength: 500,
              default: '',
            },
          },
          required: [],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'social-profiles',
    serverName: 'Social profile links',
    description: 'Links to your social profiles in the footer and in the search-engine data.',
    category: 'social',
    tools: [
      {
        name: 'add_social_links',
        description: 'Adds the profiles you give (at least one).',
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(SOCIAL_NETWORKS).map(([key, network]) => [
              key,
              {
                type: 'string',
                title: network.title,
                format: 'uri',
                pattern: `^https://${network.host}/[^\\s]+$`,
                maxLength: 200,
              } satisfies SettingSchema,
            ]),
          ),
          required: [],
          additionalProperties: false,
          minProperties: 1,
        },
      },
    ],
  },
  {
    serverId: 'share-buttons',
    serverName: 'Share buttons',
    description: 'Plain share links (no third-party scripts, no tracking).',
    category: 'social',
    tools: [
      {
        name: 'add_share_buttons',
        description: 'Adds share links for the networks you choose.',
        inputSchema: {
          type: 'object',
          properties: {
            networks: {
              type: 'array',
              title: 'Networks',
              items: { type: 'string', enum: SHARE_NETWORKS },
              uniqueItems: true,
              minItems: 1,
              default: ['facebook', 'x', 'linkedin', 'email'],
            },
          },
          required: ['networks'],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'email',
    serverName: 'Email from your domain',
    description:
      'Sends mail as your own address (DKIM-signed) and delivers the contact form to your inbox.',
    category: 'email',
    tools: [
      {
        name: 'send_from_domain',
        description:
          'Sets up sending from your domain: you add three DNS records, Zappy checks them.',
        inputSchema: {
          type: 'object',
          properties: {
            domain: {
              type: 'string',
              title: 'Your domain',
              description: 'The domain your email address uses, e.g. goldencrumb.com.',
              format: 'hostname',
              pattern: DOMAIN,
              maxLength: 253,
            },
            merchantEmail: {
              type: 'string',
              title: 'Your email address',
              description: 'An address at that domain; messages are sent from and delivered to it.',
              format: 'email',
              maxLength: 254,
            },
            businessName: {
              type: 'string',
              title: 'Sender name',
              description: 'The name recipients see, e.g. your business name.',
              minLength: 1,
              maxLength: 100,
            },
          },
          required: ['domain', 'merchantEmail', 'businessName'],
          additionalProperties: false,
        },
      },
      {
        name: 'deliver_contact_form',
        description:
          'Emails each contact-form message to you, with Reply-To the visitor (needs “Send from your domain”).',
        inputSchema: {
          type: 'object',
          properties: {
            recipient: {
              type: 'string',
              title: 'Deliver to',
              description: 'Blank delivers to your email address above.',
              format: 'email',
              maxLength: 254,
            },
            subjectPrefix: {
              type: 'string',
              title: 'Subject prefix',
              maxLength: 40,
              default: '[Website]',
            },
          },
          required: [],
          additionalProperties: false,
        },
      },
    ],
  },
  {
    serverId: 'newsletter',
    serverName: 'Newsletter sign-up',
    description: 'An email sign-up form; sign-ups arrive in your lead inbox.',
    category: 'email',
    tools: [
      {
        name: 'add_newsletter_signup',
        description: 'Adds a sign-up form before the footer.',
        inputSchema: {
          type: 'object',
          properties: {
            heading: {
              type: 'string',
              title: 'Heading',
              description: 'Leave blank for “Stay in touch” in the site’s language.',
              maxLength: 80,
              default: '',
            },
            text: { type: 'string', title: 'Text', maxLength: 200, default: '' },
            buttonLabel: label(
              'Button text',
              'Leave blank for “Subscribe” in the site’s language.',
            ),
          },
          required: [],
          additionalProperties: false,
        },
      },
    ],
  },
];

/** A tool with its server, found by tool name. */
export type CatalogueEntry = { server: IntegrationServer; tool: IntegrationTool };

const BY_TOOL = new Map<string, CatalogueEntry>(
  INTEGRATION_SERVERS.flatMap((server) =>
    server.tools.map((tool) => [tool.name, { server, tool }] as const),
  ),
);

/**
 * Looks a tool up by name (and, when given, checks it belongs to that server).
 *
 * @example findTool('add_plausible')?.server.serverName // 'Plausible Analytics'
 */
export function findTool(toolName: string, serverId?: string): CatalogueEntry | undefined {
  const entry = BY_TOOL.get(toolName);
  if (!entry || (serverId !== undefined && entry.server.serverId !== serverId)) return undefined;
  return entry;
}

/** Servers grouped by category, in the spec's category order (spec section 3). */
export function catalogueByCategory(): Record<IntegrationCategory, IntegrationServer[]> {
  return Object.fromEntries(
    INTEGRATION_CATEGORIES.map((category) => [
      category,
      INTEGRATION_SERVERS.filter((server) => server.category === category),
    ]),
  ) as Record<IntegrationCategory, IntegrationServer[]>;
}
