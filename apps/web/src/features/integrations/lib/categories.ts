import type { IntegrationServer, IntegrationTool } from '@zappy/contract/integrations';

export type IntegrationCategory = IntegrationServer['category'];

/** Spec section 9's categories, in order, with the words the tabs show. */
export const CATEGORY_LABELS: Record<IntegrationCategory, string> = {
  analytics: 'Analytics',
  payments: 'Payments',
  accessibility: 'Accessibility',
  seo: 'SEO',
  social: 'Social',
  email: 'Email',
};

export const CATEGORIES = Object.keys(CATEGORY_LABELS) as IntegrationCategory[];

/** `send_from_domain` → "Send from domain". */
export function humanizeToolName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Tools of many-tool servers whose names read better in the owner's words. */
const TOOL_TITLES: Record<string, string> = {
  send_from_domain: 'Send from your domain',
  deliver_contact_form: 'Contact-form delivery',
};

/**
 * The name a tool goes by: its server's name when the server has one tool ("Plausible
 * Analytics"), otherwise the tool's own words ("Send from your domain").
 */
export function toolLabel(
  server: Pick<IntegrationServer, 'serverName' | 'tools'>,
  tool: IntegrationTool,
): string {
  if (server.tools.length === 1) return server.serverName;
  return TOOL_TITLES[tool.name] ?? humanizeToolName(tool.name);
}

/** The email tool whose apply starts the Email integration dialog. */
export const EMAIL_SEND_TOOL = 'send_from_domain';
