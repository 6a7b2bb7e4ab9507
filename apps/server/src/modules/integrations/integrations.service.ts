import type { Brain } from '@zappy/ai/brain';
import { suggestionContextOf, type SuggestionContext } from '@zappy/ai/integrations';
import type {
  AppliedIntegration,
  IntegrationAnalytics,
  IntegrationEvent,
  SelectedIntegration,
  ServerStatus,
} from '@zappy/contract/integrations';
import {
  INTEGRATION_SERVERS,
  catalogueByCategory,
  checkIntegrationScript,
  findTool,
  validateIntegration,
  type IntegrationServer,
  type ValidIntegration,
} from '@zappy/site-model/integrations';
import type { Integration, SiteModel } from '@zappy/site-model/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CustomizationService } from '../customization/customization.service';
import type { WebsitesService } from '../websites/websites.service';
import {
  insertIntegrationEvents,
  listIntegrationEvents,
  type IntegrationEventRow,
  type NewIntegrationEvent,
} from './integrations.repository';

/** What integrations need of the email module: the owner's domain set up, checked, dropped. */
export interface EmailSetup {
  configure(
    userId: string,
    websiteId: string,
    settings: { domain: string; merchantEmail: string; businessName: string },
  ): Promise<{ status: 'pending_verification' | 'verified' }>;
  unconfigure(websiteId: string): Promise<void>;
  status(websiteId: string): Promise<'unknown' | 'pending_verification' | 'verified'>;
  checkConnection(): Promise<{ connected: boolean; detail: string }>;
}

export interface IntegrationsServiceDeps {
  db: Db;
  websites: Pick<WebsitesService, 'requireOwned'>;
  customization: Pick<CustomizationService, 'current' | 'publishModel'>;
  brain: Pick<Brain, 'suggestIntegrations'>;
  email: EmailSetup;
  /** Self-hosted analytics hosts integrations may load scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts: readonly string[];
  now?: () => Date;
}

const INVALID = 'Integration settings are not valid; nothing was applied';
const NOT_APPLIED = 'This integration is not on this website';
const UNKNOWN_SERVER = 'Integration server not found';
const UNKNOWN_TOOL = 'Integration tool not found';
const DOMAIN_TOOL = 'send_from_domain';
const DELIVERY_TOOL = 'deliver_contact_form';
/** The email tools that work only once the owner's domain is verified. */
const EMAIL_TOOLS = new Set([DOMAIN_TOOL, DELIVERY_TOOL]);

/**
 * Every selection validated, and the batch checked as a whole (a tool picked twice, delivery
 * without a domain): all errors, or the valid integrations. Nothing is applied unless all pass.
 */
function validateBatch(
  selections: readonly SelectedIntegration[],
  current: readonly Integration[],
  scriptHosts: readonly string[],
): { ok: true; valid: ValidIntegration[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const valid: ValidIntegration[] = [];
  const seen = new Set<string>();
  for (const selection of selections) {
    const result = validateIntegration(selection, { scriptHosts });
    if (!result.ok) {
      errors.push(...result.errors);
      continue;
    }
    if (seen.has(result.value.toolName)) {
      errors.push(`${result.value.toolName} is selected twice`);
      continue;
    }
    seen.add(result.value.toolName);
    valid.push(result.value);
  }
  const hasDomain = seen.has(DOMAIN_TOOL) || current.some((i) => i.toolName === DOMAIN_TOOL);
  if (seen.has(DELIVERY_TOOL) && !hasDomain) {
    errors.push(
      'Email from your domain: contact-form delivery needs “Send from your domain” set up first',
    );
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, valid };
}

/** The model with these integrations added, or replacing the same tool's earlier settings. */
function withIntegrations(
  model: SiteModel,
  valid: readonly ValidIntegration[],
  appliedAt: string,
): SiteModel {
  const replaced = new Set(valid.map((v) => v.toolName));
  const added: Integration[] = valid.map((v) => ({
    ...v,
    appliedAt,
    status: EMAIL_TOOLS.has(v.toolName) ? 'dns_setup_required' : 'configured',
  }));
  return {
    ...model,
    integrations: [...model.integrations.filter((i) => !replaced.has(i.toolName)), ...added],
  };
}

/**
 * The model with one integration's settings replaced where it stands (apply moves a re-applied
 * tool to the end; an edit does not). Gone since it was read (removed meanwhile): a 404, and
 * nothing is published.
 */
function withSettings(model: SiteModel, valid: ValidIntegration): SiteModel {
  if (!model.integrations.some((i) => i.toolName === valid.toolName)) {
    throw new AppError(404, NOT_APPLIED);
  }
  return {
    ...model,
    integrations: model.integrations.map((i) =>
      i.toolName === valid.toolName ? { ...i, configuration: valid.configuration } : i,
    ),
  };
}

function eventOf(row: IntegrationEventRow): IntegrationEvent {
  return {
    action: row.action,
    serverId: row.serverId,
    toolName: row.toolName,
    category: row.category,
    versionNumber: row.versionNumber,
    at: row.createdAt.toISOString(),
  };
}

/** What is applied per category now, and what changed day by day (UTC dates). */
function analyticsOf(
  applied: readonly AppliedIntegration[],
  events: readonly IntegrationEventRow[],
): IntegrationAnalytics {
  const byCategory: Record<string, number> = {};
  for (const integration of applied) {
    byCategory[integration.category] = (byCategory[integration.category] ?? 0) + 1;
  }
  const days = new Map<string, { applied: number; removed: number }>();
  for (const event of events) {
    const date = event.createdAt.toISOString().slice(0, 10);
    const day = days.get(date) ?? { applied: 0, removed: 0 };
    if (event.action === 'removed') day.removed += 1;
    else day.applied += 1;
    days.set(date, day);
  }
  return {
    totalApplied: applied.length,
    byCategory,
    timeline: [...days].map(([date, counts]) => ({ date, ...counts })),
    lastChangeAt: events.at(-1)?.createdAt.toISOString() ?? null,
  };
}

/**
 * Integrations on an owner's sites: typed settings validated against the catalogue's JSON
 * Schema, applied as one new version each time (the renderer's templates turn them into the
 * page), with their history. Someone else's site is a 404.
 */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, websites, customization, brain, email, scriptHosts } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The model's integrations, email ones with their domain's live status, and each whose script
   * the renderer leaves out (a host the operator no longer allows) with the reason.
   */
  async function appliedOf(websiteId: string, model: SiteModel): Promise<AppliedIntegration[]> {
    const emailReady =
      model.integrations.some((i) => EMAIL_TOOLS.has(i.toolName)) &&
      (await email.status(websiteId)) === 'verified';
    return model.integrations.map((integration) => {
      const script = checkIntegrationScript(
        integration.toolName,
        integration.configuration,
        scriptHosts,
      );
      return {
        ...integration,
        status: EMAIL_TOOLS.has(integration.toolName)
          ? emailReady
            ? 'configured'
            : 'dns_setup_required'
          : integration.status,
        ...(script && !script.ok ? { problem: script.errors.join('; ') } : {}),
      };
    });
  }

  async function appliedNow(userId: string, websiteId: string) {
    const { model } = await customization.current(userId, websiteId);
    return { model, applied: await appliedOf(websiteId, model) };
  }

  /** Sets the site's email up from "Send from your domain"'s (validated) settings. */
  async function configureEmail(userId: string, websiteId: string, domain: ValidIntegration) {
    const settings = domain.configuration;
    await email.configure(userId, websiteId, {
      domain: String(settings['domain']),
      merchantEmail: String(settings['merchantEmail']),
      businessName: String(settings['businessName']),
    });
  }

  function suggestionsFor(context: SuggestionContext, applied: readonly string[]) {
    return brain.suggestIntegrations(context, applied).value;
  }

  async function serverStatus(server: IntegrationServer): Promise<ServerStatus> {
    const base = {
      serverId: server.serverId,
      serverName: server.serverName,
      category: server.category,
    };
    if (server.serverId === 'email') return { ...base, ...(await email.checkConnection()) };
    return {
      ...base,
      connected: true,
      detail:
        server.category === 'analytics'
          ? "Runs in visitors' browsers from the provider's own servers; no account link is needed here."
          : 'Built into the site by Zappy; nothing to connect.',
    };
  }

  return {
    /** The catalogue, grouped by category. */
    available: catalogueByCategory,

    /** One tool with its server (spec: `GET /api/integrations/tool/{a}/{b}`). */
    tool(serverId: string, toolName: string) {
      const server = INTEGRATION_SERVERS.find((s) => s.serverId === serverId);
      if (!server) throw new AppError(404, UNKNOWN_SERVER);
      const entry = findTool(toolName, serverId);
      if (!entry) throw new AppError(404, UNKNOWN_TOOL);
      return {
        serverId: server.serverId,
        serverName: server.serverName,
        category: server.category,
        tool: entry.tool,
      };
    },

    /** One selection checked against its schema, nothing stored. */
    validate(selection: SelectedIntegration) {
      const result = validateIntegration(selection, { scriptHosts });
      return result.ok
        ? { valid: true, error: null, errors: [] }
        : { valid: false, error: result.errors.join('; '), errors: result.errors };
    },

    /** Everything the integrations panel shows for a site. */
    async forWebsite(userId: string, websiteId: string) {
      const { model, applied } = await appliedNow(userId, websiteId);
      const events = await listIntegrationEvents(db, websiteId);
      return {
        appliedIntegrations: applied,
        integrationHistory: events.map(eventOf).reverse(),
        analytics: analyticsOf(applied, events),
        integrationSuggestions: suggestionsFor(
          suggestionContextOf(model),
          applied.map((i) => i.toolName),
        ),
      };
    },

    /**
     * Validates every selection, then applies them all as one new version (published and
     * deployed), recording each in the history in the same transaction. One invalid selection
     * and nothing is applied: the 400 names every error.
     */
    async apply(userId: string, websiteId: string, selections: readonly SelectedIntegration[]) {
      const { model } = await customization.current(userId, websiteId);
      const batch = validateBatch(selections, model.integrations, scriptHosts);
      if (!batch.ok) throw new AppError(400, INVALID, { errors: batch.errors });
      const appliedAt = now();
      const before = new Set(model.integrations.map((i) => i.toolName));
      const names = batch.valid.map((v) => findTool(v.toolName)?.server.serverName ?? v.toolName);
      const versionNumber = await customization.publishModel(
        userId,
        websiteId,
        (current) => withIntegrations(current, batch.valid, appliedAt.toISOString()),
        `Integrations: ${[...new Set(names)].join(', ')}`,
        (tx, version) =>
          insertIntegrationEvents(
            tx,
            batch.valid.map((v): NewIntegrationEvent => ({
              websiteId,
              action: before.has(v.toolName) ? 'updated' : 'applied',
              serverId: v.serverId,
              toolName: v.toolName,
              category: v.category,
              versionNumber: version,
              createdAt: appliedAt,
            })),
          ),
      );
      const domain = batch.valid.find((v) => v.toolName === DOMAIN_TOOL);
      if (domain) await configureEmail(userId, websiteId, domain);
      const { applied } = await appliedNow(userId, websiteId);
      return {
        success: true as const,
        appliedIntegrations: applied,
        versionNumber,
        summary: { successful: batch.valid.length, failed: 0, total: selections.length },
      };
    },

    /**
     * Changes one applied integration's settings in place, as a new version: the settings pass
     * the same checks as an apply (so an edit never stores what an apply would refuse), and the
     * integration keeps its place, priority and first-applied time. Changing the domain's
     * settings sets the site's email up again, as applying it does.
     */
    async update(
      userId: string,
      websiteId: string,
      toolName: string,
      configuration: SelectedIntegration['configuration'],
    ) {
      const { model } = await customization.current(userId, websiteId);
      const target = model.integrations.find((i) => i.toolName === toolName);
      if (!target) throw new AppError(404, NOT_APPLIED);
      const batch = validateBatch(
        [{ serverId: target.serverId, toolName, configuration, priority: target.priority }],
        model.integrations,
        scriptHosts,
      );
      if (!batch.ok) throw new AppError(400, batch.errors.join('; '), { errors: batch.errors });
      const [valid] = batch.valid;
      if (!valid) throw new Error('A batch of one that passed holds its integration');
      const at = now();
      const versionNumber = await customization.publishModel(
        userId,
        websiteId,
        (current) => withSettings(current, valid),
        `Integration updated: ${findTool(toolName)?.server.serverName ?? toolName}`,
        (tx, version) =>
          insertIntegrationEvents(tx, [
            {
              websiteId,
              action: 'updated',
              serverId: valid.serverId,
              toolName,
              category: valid.category,
              versionNumber: version,
              createdAt: at,
            },
          ]),
      );
      if (toolName === DOMAIN_TOOL) await configureEmail(userId, websiteId, valid);
      const { applied } = await appliedNow(userId, websiteId);
      const appliedIntegration = applied.find((i) => i.toolName === toolName);
      // Only a removal between the publish and this read gets here.
      if (!appliedIntegration) throw new AppError(409, NOT_APPLIED);
      return {
        success: true as const,
        versionNumber,
        appliedIntegration,
        appliedIntegrations: applied,
      };
    },

    /**
     * Removes one integration (by tool name) as a new version. Removing the domain removes
     * contact-form delivery too, which cannot work without it, and the site's email settings.
     */
    async remove(userId: string, websiteId: string, toolName: string) {
      const { model } = await customization.current(userId, websiteId);
      const target = model.integrations.find((i) => i.toolName === toolName);
      if (!target) throw new AppError(404, NOT_APPLIED);
      const dropped = model.integrations.filter(
        (i) =>
          i.toolName === toolName || (toolName === DOMAIN_TOOL && i.toolName === DELIVERY_TOOL),
      );
      const droppedNames = new Set(dropped.map((i) => i.toolName));
      const at = now();
      const versionNumber = await customization.publishModel(
        userId,
        websiteId,
        (current) => ({
          ...current,
          integrations: current.integrations.filter((i) => !droppedNames.has(i.toolName)),
        }),
        `Integration removed: ${findTool(toolName)?.server.serverName ?? toolName}`,
        (tx, version) =>
          insertIntegrationEvents(
            tx,
            dropped.map((i) => ({
              websiteId,
              action: 'removed' as const,
              serverId: i.serverId,
              toolName: i.toolName,
              category: i.category,
              versionNumber: version,
              createdAt: at,
            })),
          ),
      );
      if (droppedNames.has(DOMAIN_TOOL)) await email.unconfigure(websiteId);
      const { applied } = await appliedNow(userId, websiteId);
      return { success: true as const, versionNumber, appliedIntegrations: applied };
    },

    async history(userId: string, websiteId: string) {
      await websites.requireOwned(userId, websiteId);
      return (await listIntegrationEvents(db, websiteId)).map(eventOf).reverse();
    },

    async analytics(userId: string, websiteId: string) {
      const { applied } = await appliedNow(userId, websiteId);
      return analyticsOf(applied, await listIntegrationEvents(db, websiteId));
    },

    /** Suggestions for an owned site, or for a business described in the request. */
    async suggest(
      userId: string,
      request: {
        websiteId?: string | undefined;
        businessContext?:
          { businessType?: string; industry?: string; description?: string } | undefined;
      },
    ) {
      if (request.websiteId) {
        const { model, applied } = await appliedNow(userId, request.websiteId);
        return suggestionsFor(
          suggestionContextOf(model),
          applied.map((i) => i.toolName),
        );
      }
      const context = request.businessContext ?? {};
      return suggestionsFor(
        {
          industry: [context.industry, context.businessType, context.description]
            .filter(Boolean)
            .join(' '),
          // A generated site always has a contact section; plans and hours are not known yet.
          sections: ['contact'],
          hoursGiven: false,
        },
        [],
      );
    },

    /** Whether each server has what it needs on this Zappy server. */
    async status() {
      return {
        servers: await Promise.all(INTEGRATION_SERVERS.map(serverStatus)),
        checkedAt: now().toISOString(),
      };
    },

    /** Checks one server's connection again (the email server's SMTP connection). */
    async reconnect(serverId: string) {
      const server = INTEGRATION_SERVERS.find((s) => s.serverId === serverId);
      if (!server) throw new AppError(404, UNKNOWN_SERVER);
      const status = await serverStatus(server);
      return { success: status.connected, ...status };
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
