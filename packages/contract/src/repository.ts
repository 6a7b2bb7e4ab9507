import { z } from 'zod';

/**
 * A site's code repository on GitHub: `GET|PUT|DELETE /api/website/{id}/repository` and
 * `POST /api/website/{id}/repository/push`. No answer ever carries a token.
 */

export const REPOSITORY_PUSH_STATUSES = ['pending', 'pushed', 'failed'] as const;
export const RepositoryPushStatusSchema = z.enum(REPOSITORY_PUSH_STATUSES);
export type RepositoryPushStatus = z.infer<typeof RepositoryPushStatusSchema>;

/** GitHub's rules for a repository name: what it would otherwise change silently is refused. */
export const RepositoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a repository name')
  .max(100, 'A repository name can be at most 100 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'A repository name can only have letters, digits, -, _ and .')
  .refine((name) => name !== '.' && name !== '..', 'A repository name cannot be . or ..')
  .refine((name) => !/\.git$/i.test(name), 'A repository name cannot end in .git');

/**
 * A GitHub account or organization name: letters, digits and single hyphens, not at either end,
 * up to 39 characters; `_` too, which GitHub's managed (EMU) accounts use.
 */
export const GitHubOwnerSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9_]|-(?=[A-Za-z0-9_])){0,38}$/,
    'An owner is a GitHub account or organization name: letters, digits and single hyphens, up to 39 characters',
  );

/** A token goes into an HTTP header: printable characters only, so it can't add a header. */
export const GitHubTokenSchema = z
  .string()
  .trim()
  .min(1, 'Enter a GitHub access token')
  .max(255, 'A GitHub access token is at most 255 characters')
  .regex(/^[\x21-\x7e]+$/, 'A GitHub access token has no spaces or special characters');

/** `PUT /api/website/{id}/repository`: connect (or change) the site's repository. */
export const ConnectRepositoryRequestSchema = z
  .object({
    /** The account or organization; the token's own account when absent. */
    owner: GitHubOwnerSchema.optional(),
    name: RepositoryNameSchema,
    /** A fine-grained (or classic) access token; optional when the server has GITHUB_TOKEN. */
    token: GitHubTokenSchema.optional(),
    /** Switch GitHub Pages on for the repository (branch main, folder /). */
    pages: z.boolean().optional(),
    /**
     * Only when Zappy creates the repository: private unless Pages is asked for (GitHub Free
     * serves Pages from public repositories only).
     */
    private: z.boolean().optional(),
  })
  .meta({ id: 'ConnectRepositoryRequest' });
export type ConnectRepositoryRequest = z.infer<typeof ConnectRepositoryRequestSchema>;

/** The newest push to GitHub: waiting or under way, done, or failed (and when it is tried again). */
export const RepositoryPushSchema = z.object({
  status: RepositoryPushStatusSchema,
  /** The version pushed (pushed), or being pushed (pending, failed). */
  versionNumber: z.number().int().positive().nullable(),
  /** When this status was reached (ISO 8601). */
  at: z.string(),
  /** Why it failed, in words for the owner; never a token. */
  error: z.string().optional(),
  /** When a failed push is tried again; absent when it is not (retry with the push route). */
  nextAttemptAt: z.string().optional(),
});
export type RepositoryPush = z.infer<typeof RepositoryPushSchema>;

export const RepositoryPagesSchema = z.object({
  enabled: z.boolean(),
  /** Where GitHub Pages serves the site, once GitHub has said so. */
  url: z.string().nullable(),
  /** Why GitHub refused to switch Pages on, when it did. */
  error: z.string().optional(),
});

/** `GET /api/website/{id}/repository` (and the answer of every other repository route). */
export const RepositoryStatusSchema = z
  .object({
    connected: z.boolean(),
    owner: z.string().nullable(),
    name: z.string().nullable(),
    htmlUrl: z.string().nullable(),
    /** Zappy made it: deleting the site (or `deleteRemote`) deletes it on GitHub. */
    createdByZappy: z.boolean(),
    lastPush: RepositoryPushSchema.nullable(),
    pages: RepositoryPagesSchema.nullable(),
    /**
     * Connected: pushes use the server's GITHUB_TOKEN, not a token of the site's. Not
     * connected: the server has one, so connecting needs no token.
     */
    usesInstanceToken: z.boolean(),
  })
  .meta({ id: 'RepositoryStatus' });
export type RepositoryStatus = z.infer<typeof RepositoryStatusSchema>;

/** `DELETE /api/website/{id}/repository?deleteRemote=true|false` (false by default). */
export const DisconnectRepositoryQuerySchema = z.object({
  deleteRemote: z
    .enum(['true', 'false'], { error: 'deleteRemote must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export const DisconnectRepositoryResponseSchema = z.object({
  success: z.literal(true),
  /** Whether the repository was deleted on GitHub (only ever one Zappy created). */
  remoteDeleted: z.boolean(),
});

/** What the website list (the delete dialog) and detail say of a connected repository. */
export const WebsiteRepositorySchema = z.object({
  htmlUrl: z.string(),
  createdByZappy: z.boolean(),
  lastPush: RepositoryPushSchema.nullable(),
});
export type WebsiteRepository = z.infer<typeof WebsiteRepositorySchema>;
