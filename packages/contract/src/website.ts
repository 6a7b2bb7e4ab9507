import { z } from 'zod';
import { DeploymentStatusInfoSchema } from './deployment';
import { WebsiteFidelitySchema } from './fidelity';
import { WebsiteRepositorySchema } from './repository';

export const WEBSITE_STATUSES = ['generating', 'completed', 'error'] as const;
export const WebsiteStatusSchema = z.enum(WEBSITE_STATUSES);

/**
 * Where this server puts its sites live (its DEPLOY_PROVIDER): its own hosting (`zappy`),
 * Netlify or Vercel.
 */
export const HostingPlatformSchema = z.enum(['zappy', 'netlify', 'vercel']);
export type HostingPlatform = z.infer<typeof HostingPlatformSchema>;

export const WebsiteIdParamsSchema = z.object({ id: z.uuid('Invalid website id') });

/** A row of the dashboard list (spec section 3, "Website (list item)"). */
export const WebsiteListItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    industry: z.string(),
    versions: z.number().int().nonnegative(),
    status: WebsiteStatusSchema,
    createdAt: z.string(),
    lastModified: z.string(),
    renderUrl: z.string().nullable(),
    /** Its GitHub repository, when connected: the delete dialog names it. */
    repository: WebsiteRepositorySchema.optional(),
    /** The owner's verified domain the site is at (`https://www.example.com`), if any. */
    customDomainUrl: z.string().nullable(),
  })
  .meta({ id: 'WebsiteListItem' });
export type WebsiteListItem = z.infer<typeof WebsiteListItemSchema>;

export const WebsiteVersionSchema = z.object({
  number: z.number().int().positive(),
  reason: z.string(),
  createdAt: z.string(),
  isLive: z.boolean(),
  isCurrent: z.boolean(),
});
export type WebsiteVersion = z.infer<typeof WebsiteVersionSchema>;

export const FeedbackEntrySchema = z.object({
  feedback: z.string(),
  suggestions: z.array(z.string()),
  questions: z.array(z.string()),
  timestamp: z.string(),
});
export type FeedbackEntry = z.infer<typeof FeedbackEntrySchema>;

/** `GET /api/website/{id}` (spec section 3, "Website (detail)"). */
export const WebsiteDetailSchema = z
  .object({
    websiteId: z.uuid(),
    name: z.string(),
    industry: z.string(),
    status: WebsiteStatusSchema,
    /** The current version's site model (JSON), or null while the first version is generated. */
    content: z.unknown().nullable(),
    /** The sandboxed preview on the app host (a short-lived signed URL). */
    previewUrl: z.string().nullable(),
    /** Where the site is hosted, once deployed: the address the app frames in its preview. */
    liveUrl: z.string().nullable(),
    /**
     * The owner's verified domain the site is at (`https://www.example.com`): the address to
     * show and share once set, and the one its pages name as canonical. Null without one.
     */
    customDomainUrl: z.string().nullable(),
    /** The platform its versions are published to (GitHub Pages is the repository's). */
    hostedOn: HostingPlatformSchema,
    feedback: z.array(FeedbackEntrySchema),
    deployment: DeploymentStatusInfoSchema.nullable(),
    versions: z.array(WebsiteVersionSchema),
    currentVersion: z.number().int().positive().nullable(),
    /**
     * What the latest completed generation did with the owner's facts, and the version it made;
     * null before the first one completes (or for a generation older than the report).
     */
    fidelity: WebsiteFidelitySchema.nullable(),
    /** Its GitHub repository and the newest push, when connected. */
    repository: WebsiteRepositorySchema.optional(),
    createdAt: z.string(),
    lastModified: z.string(),
  })
  .meta({ id: 'WebsiteDetail' });
export type WebsiteDetail = z.infer<typeof WebsiteDetailSchema>;

export const WebsiteResponseSchema = z.object({ website: WebsiteDetailSchema });
export const WebsiteListResponseSchema = z.array(WebsiteListItemSchema);
export const WebsiteVersionsResponseSchema = z.object({ versions: z.array(WebsiteVersionSchema) });

/** `POST /api/website/regenerate/{id}`: the website as it is now, while the new version is made. */
export const RegenerateResponseSchema = z.object({
  status: z.literal('generating'),
  websiteId: z.uuid(),
  /** Progress is published under this id on the progress socket. */
  sessionId: z.uuid(),
  website: WebsiteDetailSchema,
});
export type RegenerateResponse = z.infer<typeof RegenerateResponseSchema>;

export const DeleteWebsiteResponseSchema = z.object({ success: z.literal(true) });

/** `POST /api/website/feedback` (spec section 7). */
export const FeedbackRequestSchema = z.object({
  websiteId: z.uuid('Invalid website id'),
  feedback: z
    .string()
    .trim()
    .min(1, 'Please write your feedback')
    .max(5000, 'Feedback can be at most 5000 characters'),
});
export const FeedbackResponseSchema = z.object({
  suggestions: z.array(z.string()),
  questions: z.array(z.string()),
});

/** `GET /api/website/{id}/export?format=json|zip` (json by default). */
export const ExportQuerySchema = z.object({
  format: z.enum(['json', 'zip'], { error: 'format must be json or zip' }).default('json'),
});

export const VersionParamsSchema = z.object({
  id: z.uuid('Invalid website id'),
  number: z.coerce.number().int().positive('Invalid version number'),
});

/** `GET /api/website/stats`: the dashboard's three numbers, "this month" in the viewer's zone. */
export const WebsiteStatsQuerySchema = z.object({
  tz: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'tz must be an IANA time zone such as Europe/London')
    .default('UTC'),
});
export const WebsiteStatsSchema = z.object({
  totalWebsites: z.number().int().nonnegative(),
  thisMonth: z.number().int().nonnegative(),
  totalVersions: z.number().int().nonnegative(),
});
export type WebsiteStats = z.infer<typeof WebsiteStatsSchema>;
