import type {
  AvailableIntegrationsResponse,
  IntegrationServer,
  WebsiteIntegrationsResponse,
} from '@zappy/contract/integrations';
import type { EmailConfigResponse } from '@zappy/contract/email';

export const WEBSITE_ID = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

const PLAUSIBLE: IntegrationServer = {
  serverId: 'plausible',
  serverName: 'Plausible Analytics',
  description: 'Privacy-friendly, cookie-free visitor statistics.',
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
            description: 'The domain as registered in Plausible.',
            format: 'hostname',
            maxLength: 253,
          },
          scriptHost: {
            type: 'string',
            title: 'Plausible server',
            format: 'uri',
            maxLength: 200,
            default: 'https://plausible.io',
          },
        },
        required: ['domain'],
        additionalProperties: false,
      },
    },
  ],
};

const PAYPAL: IntegrationServer = {
  serverId: 'paypal',
  serverName: 'PayPal',
  description: 'A PayPal.Me button for payments.',
  category: 'payments',
  tools: [
    {
      name: 'add_paypal_button',
      description: 'Adds a pay button.',
      inputSchema: {
        type: 'object',
        properties: {
          username: { type: 'string', title: 'PayPal.Me name', maxLength: 20 },
          amount: { type: 'number', title: 'Amount', minimum: 0, maximum: 10000 },
          currency: {
            type: 'string',
            title: 'Currency',
            enum: ['USD', 'EUR'],
            default: 'USD',
          },
          note: { type: 'string', title: 'Note', maxLength: 40, default: '' },
        },
        required: ['username'],
        additionalProperties: false,
      },
    },
  ],
};

const TOOLBAR: IntegrationServer = {
  serverId: 'accessibility-toolbar',
  serverName: 'Accessibility toolbar',
  description: 'Settings of the accessibility toolbar.',
  category: 'accessibility',
  tools: [
    {
      name: 'configure_accessibility_toolbar',
      description: 'Chooses where the toolbar sits and what it offers.',
      inputSchema: {
        type: 'object',
        properties: {
          enabled: { type: 'boolean', title: 'Show the toolbar', default: true },
          features: {
            type: 'array',
            title: 'Tools offered',
            items: { type: 'string', enum: ['text-size', 'contrast', 'big-cursor'] },
            uniqueItems: true,
            minItems: 1,
            default: ['text-size', 'contrast'],
          },
        },
        required: [],
        additionalProperties: false,
      },
    },
  ],
};

export const EMAIL_SERVER: IntegrationServer = {
  serverId: 'email',
  serverName: 'Email from your domain',
  description: 'Sends mail as your own address (DKIM-signed).',
  category: 'email',
  tools: [
    {
      name: 'send_from_domain',
      description: 'Sets up sending from your domain.',
      inputSchema: {
        type: 'object',
        properties: {
          domain: { type: 'string', title: 'Your domain', format: 'hostname', maxLength: 253 },
          merchantEmail: {
            type: 'string',
            title: 'Your email address',
            format: 'email',
            maxLength: 254,
          },
          businessName: { type: 'string', title: 'Sender name', maxLength: 100 },
        },
        required: ['domain', 'merchantEmail', 'businessName'],
        additionalProperties: false,
      },
    },
    {
      name: 'deliver_contact_form',
      description: 'Emails each contact-form message to you.',
      inputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false },
    },
  ],
};

export const CATALOGUE: AvailableIntegrationsResponse = {
  integrations: {
    analytics: [PLAUSIBLE],
    payments: [PAYPAL],
    accessibility: [TOOLBAR],
    seo: [],
    social: [],
    email: [EMAIL_SERVER],
  },
};

export function websiteIntegrations(
  overrides: Partial<WebsiteIntegrationsResponse> = {},
): WebsiteIntegrationsResponse {
  return {
    appliedIntegrations: [],
    integrationHistory: [],
    analytics: { totalApplied: 0, byCategory: {}, timeline: [], lastChangeAt: null },
    integrationSuggestions: [],
    ...overrides,
  };
}

export const DNS_RECORDS = [
  {
    type: 'TXT' as const,
    name: 'zappy._domainkey.goldencrumb.com',
    value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkq',
    description: 'DKIM: proves the mail is yours.',
  },
  {
    type: 'TXT' as const,
    name: 'goldencrumb.com',
    value: 'v=spf1 a mx ~all',
    description: 'SPF: the servers allowed to send.',
  },
];

export function emailConfig(overrides: Partial<EmailConfigResponse> = {}): EmailConfigResponse {
  return {
    config: {
      businessName: 'Golden Crumb',
      merchantEmail: 'hello@goldencrumb.com',
      domain: 'goldencrumb.com',
      domainAuth: { status: 'pending_verification', checkedAt: null },
      dnsRecords: DNS_RECORDS,
    },
    outgoingMail: true,
    ...overrides,
  };
}
