import { INTEGRATION_CATEGORIES } from '@zappy/site-model/constants';
import { INTEGRATION_PRIORITIES } from '@zappy/site-model/integrations';
import { IntegrationSchema } from '@zappy/site-model/schema';
import { z } from 'zod';

// Integrations (spec sections 3, 5 and 7). The catalogue's settings are JSON Schema; the web app
// generates its forms from them, the server validates against them (site-model's
// `validateIntegration`), and only the renderer's templates turn them into a page.

export const IntegrationCategoryParamSchema = z.enum(INTEGRATION_CATEGORIES);
export const IntegrationPrioritySchema = z.enum(INTEGRATION_PRIORITIES);

/** One setting of a tool, as JSON Schema (properties, required, enum, default, type, format). */
export const SettingSchemaSchema = z.object({
  type: z.enum(['string', 'number', 'boolean', 'array']),
  title: z.string(),
  description: z.string().optional(),
  default: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.string()).readonly()])
    .optional(),
  enum: z.array(z.string()).readonly().optional(),
  format: z.enum(['uri', 'email', 'hostname', 'uuid']).optional(),
  pattern: z.string().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  items: z.object({ type: z.literal('string'), enum: z.array(z.string()).readonly() }).optional(),
  uniqueItems: z.boolean().optional(),
  minItems: z.number().optional(),
});
export type SettingSchemaJson = z.infer<typeof SettingSchemaSchema>;

export const IntegrationToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  inputSchema: z.object({
    type: z.literal('object'),
    properties: z.record(z.string(), SettingSchemaSchema),
    required: z.array(z.string()).readonly(),
    additionalProperties: z.boolean(),
    minProperties: z.number().optional(),
  }),
});
export type IntegrationTool = z.infer<typeof IntegrationToolSchema>;

export const IntegrationServerSchema = z.object({
  serverId: z.string(),
  serverName: z.string(),
  description: z.string(),
  category: IntegrationCategoryParamSchema,
  tools: z.array(IntegrationToolSchema).readonly(),
});
export type IntegrationServer = z.infer<typeof IntegrationServerSchema>;

/** `GET /api/integrations/available`: the catalogue, grouped by category. */
const Servers = z.array(IntegrationServerSchema).readonly();
export const AvailableIntegrationsResponseSchema = z.object({
  integrations: z.object({
    analytics: Servers,
    payments: Servers,
    accessibility: Servers,
    seo: Servers,
    social: Servers,
    email: Servers,
  } satisfies Record<(typeof INTEGRATION_CATEGORIES)[number], typeof Servers>),
});
export type AvailableIntegrationsResponse = z.infer<typeof AvailableIntegrationsResponseSchema>;

/** What the owner picked in the modal: a tool and its settings (validated by the server). */
export const SelectedIntegrationSchema = z.object({
  serverId: z.string().max(100),
  toolName: z.string().max(100),
  configuration: z.record(z.string(), z.unknown()).default({}),
  priority: z.unknown().optional(),
});
export type SelectedIntegration = z.input<typeof SelectedIntegrationSchema>;

const Selections = z
  .array(SelectedIntegrationSchema)
  .min(1, 'Select at least one integration')
  .max(20, 'Apply at most 20 integrations at once');

/** `POST /api/website/{websiteId}/integrations`. */
export const ApplyWebsiteIntegrationsRequestSchema = z.object({ selectedIntegrations: Selections });

/** `POST /api/integrations/apply`; `websiteContent` is accepted and ignored: the server renders its own model. */
export const ApplyIntegrationsRequestSchema = z.object({
  websiteId: z.uuid('Invalid website id'),
  selectedIntegrations: Selections,
  websiteContent: z.unknown().optional(),
});

/** An integration on a site (spec section 3, "Applied integration"). */
export const AppliedIntegrationSchema = IntegrationSchema.extend({
  configuration: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
  ),
  /**
   * Why the site leaves this integration out although it is applied: its script's host is no
   * longer one this server allows (SITE_SCRIPT_HOSTS changed since). Absent when it is on the site.
   */
  problem: z.string().optional(),
});
export type AppliedIntegration = z.infer<typeof AppliedIntegrationSchema>;

export const ApplyIntegrationsResponseSchema = z.object({
  success: z.literal(true),
  appliedIntegrations: z.array(AppliedIntegrationSchema),
  /** The version the apply made (published and deployed like any other). */
  versionNumber: z.number().int().positive(),
  summary: z.object({
    successful: z.number().int(),
    failed: z.number().int(),
    total: z.number().int(),
  }),
});
export type ApplyIntegrationsResponse = z.infer<typeof ApplyIntegrationsResponseSchema>;

/** A refused apply: nothing was applied; `errors` names each invalid selection's problems. */
export const IntegrationErrorsResponseSchema = z.object({
  error: z.string(),
  errors: z.array(z.string()).optional(),
});
export type IntegrationErrorsResponse = z.infer<typeof IntegrationErrorsResponseSchema>;

export const IntegrationEventSchema = z.object({
  action: z.enum(['applied', 'updated', 'removed']),
  serverId: z.string(),
  toolName: z.string(),
  category: z.string(),
  versionNumber: z.number().int().nullable(),
  at: z.string(),
});
export type IntegrationEvent = z.infer<typeof IntegrationEventSchema>;

/** What is applied, per category, and how that changed day by day. */
export const IntegrationAnalyticsSchema = z.object({
  totalApplied: z.number().int(),
  byCategory: z.record(z.string(), z.number().int()),
  timeline: z.array(
    z.object({ date: z.string(), applied: z.number().int(), removed: z.number().int() }),
  ),
  lastChangeAt: z.string().nullable(),
});
export type IntegrationAnalytics = z.infer<typeof IntegrationAnalyticsSchema>;

export const IntegrationSuggestionSchema = z.object({
  serverId: z.string(),
  toolName: z.string(),
  priority: IntegrationPrioritySchema,
  reason: z.string(),
});
export type IntegrationSuggestion = z.infer<typeof IntegrationSuggestionSchema>;

/** `GET /api/website/{websiteId}/integrations`. */
export const WebsiteIntegrationsResponseSchema = z.object({
  appliedIntegrations: z.array(AppliedIntegrationSchema),
  integrationHistory: z.array(IntegrationEventSchema),
  analytics: IntegrationAnalyticsSchema,
  integrationSuggestions: z.array(IntegrationSuggestionSchema),
});
export type WebsiteIntegrationsResponse = z.infer<typeof WebsiteIntegrationsResponseSchema>;

/** `POST /api/integrations/suggest`: `websiteId` (the owner's site) or a described business. */
export const SuggestIntegrationsRequestSchema = z.object({
  websiteId: z.uuid('Invalid website id').optional(),
  websiteRequirements: z.unknown().optional(),
  businessContext: z
    .object({
      businessType: z.string().max(200).optional(),
      industry: z.string().max(200).optional(),
      description: z.string().max(2000).optional(),
    })
    .optional(),
});
export const SuggestIntegrationsResponseSchema = z.object({
  suggestions: z.array(IntegrationSuggestionSchema),
});

/** `POST /api/integrations/validate`. */
export const ValidateIntegrationRequestSchema = z.object({
  serverId: z.string().max(100),
  toolName: z.string().max(100),
  configuration: z.record(z.string(), z.unknown()).default({}),
});
export const ValidateIntegrationResponseSchema = z.object({
  valid: z.boolean(),
  error: z.string().nullable(),
  errors: z.array(z.string()),
});

export const IntegrationHistoryResponseSchema = z.object({
  history: z.array(IntegrationEventSchema),
});
export const IntegrationAnalyticsResponseSchema = z.object({
  analytics: IntegrationAnalyticsSchema,
});

/** A server's connection: whether what it needs on this Zappy server is there. */
export const ServerStatusSchema = z.object({
  serverId: z.string(),
  serverName: z.string(),
  category: IntegrationCategoryParamSchema,
  connected: z.boolean(),
  detail: z.string(),
});
export type ServerStatus = z.infer<typeof ServerStatusSchema>;
export const IntegrationStatusResponseSchema = z.object({
  status: z.object({ servers: z.array(ServerStatusSchema), checkedAt: z.string() }),
});
export const ReconnectResponseSchema = z
  .object({ success: z.boolean() })
  .extend(ServerStatusSchema.shape);

export const RemoveIntegrationResponseSchema = z.object({
  success: z.literal(true),
  versionNumber: z.number().int().positive(),
  appliedIntegrations: z.array(AppliedIntegrationSchema),
});

/**
 * `PUT /api/website/{websiteId}/integrations/{toolName}`: one applied integration's new settings,
 * checked exactly as an apply checks them. Its priority and place on the site stay as they are.
 */
export const UpdateIntegrationRequestSchema = z.object({
  configuration: z.record(z.string(), z.unknown()).default({}),
});
export type UpdateIntegrationRequest = z.input<typeof UpdateIntegrationRequestSchema>;

export const UpdateIntegrationResponseSchema = z.object({
  success: z.literal(true),
  /** The version the edit made (published and deployed like any other). */
  versionNumber: z.number().int().positive(),
  appliedIntegration: AppliedIntegrationSchema,
  appliedIntegrations: z.array(AppliedIntegrationSchema),
});
export type UpdateIntegrationResponse = z.infer<typeof UpdateIntegrationResponseSchema>;

export const ToolDetailsResponseSchema = z.object({
  serverId: z.string(),
  serverName: z.string(),
  category: IntegrationCategoryParamSchema,
  tool: IntegrationToolSchema,
});
