import { WEBSITE_STATUSES } from '@zappy/contract/website';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer (pg returns Buffers for bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A person who signed in. `provider` + `subject` identify them: the provider's `sub` (Google, or
 * the operator's OpenID provider), or the lowercased email for a local account, so the same
 * person always maps to the same row. Only local accounts have a password hash (argon2id, PHC
 * string with its own salt); a local account without one can only get one from the operator.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider', { enum: ['google', 'oidc', 'local'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    passwordHash: text('password_hash'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_provider_subject_key').on(table.provider, table.subject),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** Only the SHA-256 of a session token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * A registration waiting for its address to be confirmed (with SMTP_URL set): the account is made
 * only when the link mailed to `email` is opened, so an address nobody confirmed never holds an
 * account (and a stranger cannot claim one first). Only the link token's SHA-256 is stored; the
 * password is already argon2id-hashed. Opening the link deletes the row: it works once.
 */
export const registrationTokens = pgTable(
  'registration_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('registration_tokens_token_hash_key').on(table.tokenHash),
    index('registration_tokens_email_idx').on(table.email),
  ],
);

/**
 * A "Forgot password?" link: the SHA-256 of its token, for one local account, until it expires.
 * Using one deletes every link of the account (and its sessions).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * A notice mailed to an address instead of a link (it already has an account; it signs in at a
 * provider and has no password to reset), kept for the hour its count limits: an address gets a
 * few an hour, however many clients ask.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_notices_email_created_at_idx').on(table.email, table.createdAt)],
);

/**
 * Content-addressed bytes (uploads, and later rendered site files): the key is the SHA-256 of the
 * content, so the same file stored twice takes space once.
 */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  // A text file's compressed forms, made once when it is stored and served as they are; null
  // for what compression doesn't shrink (images, small files).
  gzip: bytea('gzip'),
  brotli: bytea('brotli'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file a user uploaded (a logo, a replacement image), after it was checked and re-encoded. */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['logo', 'image'] }).notNull(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
    originalName: text('original_name').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (table) => [index('assets_user_id_idx').on(table.userId)],
);

/**
 * A wizard conversation (chat flow) or question flow. Until sign-in it belongs to the browser that
 * started it (`browserHash`: SHA-256 of an httpOnly cookie); the first signed-in call from that
 * browser hands it to the user. `version` guards against two tabs answering at once.
 */
export const wizardSessions = pgTable(
  'wizard_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    flow: text('flow', { enum: ['chat', 'questions'] }).notNull(),
    browserHash: text('browser_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The Brain's own conversation state, passed back to it on every turn. */
    brainState: jsonb('brain_state').notNull(),
    messages: jsonb('messages')
      .notNull()
      .default(sql`'[]'::jsonb`),
    currentWidget: jsonb('current_widget'),
    requirements: jsonb('requirements')
      .notNull()
      .default(sql`'{}'::jsonb`),
    answers: jsonb('answers')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The owner's decisions on "Not used yet" words, so they stay out of the list. */
    briefResolutions: jsonb('brief_resolutions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    readyToGenerate: boolean('ready_to_generate').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('wizard_sessions_user_id_idx').on(table.userId),
    index('wizard_sessions_updated_at_idx').on(table.updatedAt),
  ],
);

/**
 * A photo offered or given before generation (decision 032): a photo service's candidate for the
 * wizard's image step, or the owner's upload. Its bytes (checked, re-encoded WebP widths) are
 * blobs; the browser that asked sees it (and its session's owner), nobody else. Generation copies
 * the chosen ones into the site's files; an abandoned session takes its rows with it.
 */
export const wizardImages = pgTable(
  'wizard_images',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Null for `POST /api/assets/hero-images`, which has no session: the browser alone owns it. */
    sessionId: uuid('session_id').references(() => wizardSessions.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    source: text('source', { enum: ['provider', 'upload'] }).notNull(),
    /** A provider's own id of the photo, so the generated page does not show it twice. */
    photoId: text('photo_id'),
    alt: text('alt').notNull().default(''),
    /** A provider's photo: who took it and where (`ImageCredit`). */
    credit: jsonb('credit'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Narrowest first: `{ width, blobSha256, avif?: { blobSha256 } }`. */
    variants: jsonb('variants').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wizard_images_session_id_idx').on(table.sessionId)],
);

/** A generated site. `liveVersion` is what its host name serves; it moves only after a deploy. */
export const websites = pgTable(
  'websites',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => wizardSessions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    industry: text('industry').notNull().default(''),
    slug: text('slug').notNull(),
    status: text('status', { enum: WEBSITE_STATUSES }).notNull().default('generating'),
    currentVersion: integer('current_version'),
    liveVersion: integer('live_version'),
    /** Where the live version is reachable (Zappy's own host name, or the provider's URL). */
    liveUrl: text('live_url'),
    /**
     * What the current generation was made from (`SiteBrief`: the requirements after every
     * feedback, the feedback so far, the seed, the model generation wrote), written with each
     * generated version; regeneration starts from it (decision 023).
     */
    brief: jsonb('brief'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('websites_slug_key').on(table.slug),
    index('websites_user_id_idx').on(table.userId),
  ],
);

/** Every change makes a version; none is ever edited, so any of them can be restored. */
export const websiteVersions = pgTable(
  'website_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    model: jsonb('model').notNull(),
    reason: text('reason').notNull(),
    /**
     * The version's commit to the site's git repository is still to do. Set in the transaction
     * that stores the version, cleared once the commit is written, so a crash in between is
     * repaired at the next start (versions.service.ts).
     */
    commitPending: boolean('commit_pending').notNull().default(false),
    /** Why the last attempt at that commit failed. */
    commitError: text('commit_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('website_versions_number_key').on(table.websiteId, table.number),
    index('website_versions_commit_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.commitPending}`),
  ],
);

/** The rendered files of a version, by path, pointing at content-addressed blobs. */
export const versionFiles = pgTable(
  'version_files',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => websiteVersions.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    blobSha256: text('blob_sha256')
      .notNull()
      .references(() => blobs.sha256),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.path] })],
);

export const JOB_STATUSES = ['queued', 'running', 'completed', 'error'] as const;

/** One generation (or regeneration): where it is, so progress survives reconnects and restarts. */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    kind: text('kind', { enum: ['generate', 'regenerate'] }).notNull(),
    input: jsonb('input')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    step: text('step').notNull().default('initializing'),
    progress: integer('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    description: text('description').notNull().default(''),
    timing: jsonb('timing')
      .notNull()
      .default(sql`'{}'::jsonb`),
    error: text('error'),
    /** Which engine answered each Brain step, LLM fallbacks with their reasons, token usage. */
    aiReport: jsonb('ai_report'),
    /** The recipe's fidelity report and the version it made (`WebsiteFidelity`), once completed. */
    fidelity: jsonb('fidelity'),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('generation_jobs_session_id_idx').on(table.sessionId),
    index('generation_jobs_website_id_idx').on(table.websiteId),
  ],
);

/** A deployment of one version through a provider, with the spec's statuses. */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull().default(''),
    serviceId: text('service_id'),
    serviceName: text('service_name'),
    liveUrl: text('live_url'),
    attempts: integer('attempts').notNull().default(0),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('deployments_website_id_idx').on(table.websiteId)],
);

/** What the deployment stream sends, numbered, so a reconnecting client resumes after its last id. */
export const deploymentEvents = pgTable(
  'deployment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deployment_events_website_id_idx').on(table.websiteId, table.id)],
);

/** The owner's feedback on a website and the Brain's answer to it. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    feedback: text('feedback').notNull(),
    suggestions: jsonb('suggestions').notNull(),
    questions: jsonb('questions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_website_id_idx').on(table.websiteId, table.createdAt)],
);

/**
 * Work outside the database that a delete leaves behind (a site's git repository, its copy at a
 * hosting provider), written in the same transaction as the delete and done by a worker until it
 * succeeds: a transactional outbox, so a delete is never half done.
 */
export const cleanupTasks = pgTable('cleanup_tasks', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  kind: text('kind', {
    enum: ['remove-repository', 'remove-deployment', 'remove-github-repository'],
  }).notNull(),
  payload: jsonb('payload').notNull(),
  attempts: integer('attempts').notNull().default(0),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  lastError: text('last_error'),
  ...timestamps,
});

/**
 * A customization chat: the Brain's state between turns. It belongs to the website's owner and
 * goes with the website.
 */
export const customizationSessions = pgTable(
  'customization_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    ...timestamps,
  },
  (table) => [index('customization_sessions_website_id_idx').on(table.websiteId)],
);

/**
 * An image the owner uploaded for a website (or a photo service's photo generation placed in it),
 * re-encoded to WebP and AVIF at several widths; `variants` holds `{ width, path, blobSha256 }`
 * for each WebP, with `avif: { path, blobSha256 }` beside it (none in rows stored before AVIF).
 * Deleted with the website.
 */
export const siteUploads = pgTable(
  'site_uploads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dataSlot: text('data_slot').notNull(),
    name: text('name').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    variants: jsonb('variants').notNull(),
    ...timestamps,
  },
  (table) => [index('site_uploads_website_id_idx').on(table.websiteId)],
);

/**
 * Photos a search offered an owner for one of their sites (decision 040), kept a day to be
 * chosen. A stored one (a photo service's download, a generated image) is an upload of the site
 * not placed yet (`uploadId`, which housekeeping clears after a day unless a version shows it);
 * a hotlinked one (Unsplash) is the service's answer (`remote`), checked and reported used only
 * once chosen.
 */
export const photoChoices = pgTable(
  'photo_choices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').references(() => siteUploads.id, { onDelete: 'cascade' }),
    /** Where it came from: the photo service or the image generator (`PhotoSourceName`). */
    source: text('source').notNull(),
    /** The owner's words it was found for. */
    query: text('query').notNull(),
    /** Its alt text on the site unless the owner gives their own. */
    alt: text('alt').notNull().default(''),
    /** A service's photo: who took it and where (`ImageCredit`). */
    credit: jsonb('credit'),
    /** A hotlinked photo: the service's candidate (its addresses, where to report its use). */
    remote: jsonb('remote'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('photo_choices_website_id_idx').on(table.websiteId)],
);

/** An unsaved customization the owner is looking at before applying it; expires after minutes. */
export const customizationPreviews = pgTable(
  'customization_previews',
  {
    tokenHash: text('token_hash').primaryKey(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    model: jsonb('model').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customization_previews_website_id_idx').on(table.websiteId)],
);

/**
 * What happened to a website's integrations, newest last: each apply, update and removal, with
 * the version it made. The integrations panel's history and analytics read it.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['applied', 'updated', 'removed'] }).notNull(),
    serverId: text('server_id').notNull(),
    toolName: text('tool_name').notNull(),
    category: text('category').notNull(),
    versionNumber: integer('version_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integration_events_website_id_idx').on(table.websiteId, table.createdAt)],
);

/**
 * A domain an owner sends mail from: its DKIM key pair (the private key encrypted with the app
 * secret, never returned by any route) and whether its DNS records were found. One per owner and
 * domain, shared by the owner's websites on that domain; the selector is random so two owners
 * claiming the same domain never overwrite each other's records.
 */
export const emailDomains = pgTable(
  'email_domains',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    selector: text('selector').notNull(),
    publicKey: text('public_key').notNull(),
    privateKeyEncrypted: text('private_key_encrypted').notNull(),
    status: text('status', { enum: ['pending_verification', 'verified'] })
      .notNull()
      .default('pending_verification'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('email_domains_user_domain_idx').on(table.userId, table.domain)],
);

/** A website's email settings (spec section 3, "Email config"): who it sends as, on which domain. */
export const emailConfigs = pgTable('email_configs', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  domainId: uuid('domain_id')
    .notNull()
    .references(() => emailDomains.id, { onDelete: 'cascade' }),
  merchantEmail: text('merchant_email').notNull(),
  businessName: text('business_name').notNull(),
  ...timestamps,
});

/**
 * A message a visitor sent through a site's contact form, or a newsletter sign-up. Kept whether or
 * not mail is configured; `ipHash` (an HMAC of the address, never the address) rate-limits senders.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['contact', 'newsletter'] }).notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    ipHash: text('ip_hash').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    delivery: text('delivery', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    deliveryError: text('delivery_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_website_id_idx').on(table.websiteId, table.createdAt),
    index('leads_ip_hash_idx').on(table.ipHash, table.createdAt),
  ],
);

/**
 * The nonces of form tokens that served a message: a token is used once (leads'
 * `form-token.ts`). Kept until the token would have expired anyway; housekeeping drops them then.
 */
export const formTokenUses = pgTable(
  'form_token_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_token_uses_expires_at_idx').on(table.expiresAt)],
);

/**
 * A website's code repository on GitHub (one at most): where its history is pushed, with the
 * owner's token encrypted with the app secret (null: the server's GITHUB_TOKEN), and the newest
 * push's state. A push is a leased job (`next_push_at` due, a worker holding the lease); each
 * request bumps `push_requests`, so a push that ran while another was asked for runs again.
 */
export const githubRepositories = pgTable('github_repositories', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  websiteId: uuid('website_id')
    .notNull()
    .unique()
    .references(() => websites.id, { onDelete: 'cascade' }),
  owner: text('owner').notNull(),
  name: text('name').notNull(),
  htmlUrl: text('html_url').notNull(),
  createdByZappy: boolean('created_by_zappy').notNull(),
  tokenEncrypted: text('token_encrypted'),
  pagesEnabled: boolean('pages_enabled').notNull().default(false),
  pagesUrl: text('pages_url'),
  pagesError: text('pages_error'),
  pushStatus: text('push_status', { enum: ['pending', 'pushed', 'failed'] })
    .notNull()
    .default('pending'),
  pushVersion: integer('push_version'),
  pushError: text('push_error'),
  pushAt: timestamp('push_at', { withTimezone: true }).notNull().defaultNow(),
  nextPushAt: timestamp('next_push_at', { withTimezone: true }),
  pushRequests: integer('push_requests').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * An owner's own domain for a site (`www.example.com`), one site per domain. It is served only
 * once verified: its DNS records were found pointing at this server (and, where the target is
 * shared, its TXT record holds `token`). `records` keeps what the last check found, for the owner.
 */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Lowercased ASCII (punycode), without a final dot. */
    domain: text('domain').notNull(),
    status: text('status', { enum: ['pending', 'verified'] })
      .notNull()
      .default('pending'),
    /** The value of the ownership TXT record, when the domain needs one. */
    token: text('token').notNull(),
    records: jsonb('records'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('site_domains_domain_key').on(table.domain),
    index('site_domains_website_id_idx').on(table.websiteId),
  ],
);
