import { INTEGRATION_CATEGORIES } from '@zappy/contract/constants';
import type { IntegrationServer, IntegrationTool } from '@zappy/contract/integrations';
import type { IntegrationWords } from '@zappy/locales/types';

export type IntegrationCategory = IntegrationServer['category'];

/** Spec section 9's categories, in order (their words are IntegrationWords' `categories`). */
export const CATEGORIES: readonly IntegrationCategory[] = INTEGRATION_CATEGORIES;

/** `send_from_domain` → "Send from domain". */
export function humanizeToolName(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The email tool whose apply starts the Email integration dialog. */
export const EMAIL_SEND_TOOL = 'send_from_domain';

/** Tools of many-tool servers whose names read better in the owner's words. */
function toolTitle(name: string, tools: IntegrationWords['tools']): string | undefined {
  if (name === EMAIL_SEND_TOOL) return tools.sendFromDomain;
  if (name === 'deliver_contact_form') return tools.deliverContactForm;
  return undefined;
}

/**
 * The name a tool goes by: its server's name when the server has one tool ("Plausible
 * Analytics"), otherwise the tool's own words in the site's language ("Send from your domain").
 */
export function toolLabel(
  server: Pick<IntegrationServer, 'serverName' | 'tools'>,
  tool: IntegrationTool,
  tools: IntegrationWords['tools'],
): string {
  if (server.tools.length === 1) return server.serverName;
  return toolTitle(tool.name, tools) ?? humanizeToolName(tool.name);
}
