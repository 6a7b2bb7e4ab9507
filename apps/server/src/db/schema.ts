import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
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
 * A person who signed in. `provider` + `subject` identify them: Google's `sub`, or the lowercased
 * email for local sign-in, so the same person always maps to the same row.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider', { enum: ['google', 'local'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    pictureUrl: text('picture_url'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_provider_subject_key').on(table.provider, table.subject)],
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
 * Content-addressed bytes (uploads, and later rendered site files): the key is the SHA-256 of the
 * content, so the same file stored twice takes space once.
 */
export const blobs = pgTable('blobs', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
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
