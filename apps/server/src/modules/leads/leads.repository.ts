import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { formTokenUses, leads, websites } from '../../db/schema';
import type { LeadFields, LeadKind } from './contact-form';

export type LeadRow = typeof leads.$inferSelect;
export type Delivery = LeadRow['delivery'];

export async function insertLead(
  db: DbOrTx,
  lead: LeadFields & { websiteId: string; ipHash: string; createdAt?: Date },
): Promise<LeadRow> {
  return oneRow(await db.insert(leads).values(lead).returning());
}

export async function recordDelivery(
  db: DbOrTx,
  id: string,
  delivery: Delivery,
  deliveryError: string | null,
): Promise<void> {
  await db.update(leads).set({ delivery, deliveryError }).where(eq(leads.id, id));
}

/** How many leads one sender (by the hash of their address or /64) left anywhere since `since`. */
export async function countLeadsBySender(db: DbOrTx, ipHash: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.ipHash, ipHash), gte(leads.createdAt, since)));
  return row?.n ?? 0;
}

/** How many leads a website received since `since`. */
export async function countLeadsOfWebsite(db: DbOrTx, websiteId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), gte(leads.createdAt, since)));
  return row?.n ?? 0;
}

/** Whether a form token (by its nonce) already served a message. */
export async function isTokenUsed(db: DbOrTx, nonce: string): Promise<boolean> {
  const rows = await db
    .select({ nonce: formTokenUses.nonce })
    .from(formTokenUses)
    .where(eq(formTokenUses.nonce, nonce));
  return rows.length > 0;
}

/**
 * Marks a form token used; false when it already was. One statement, so of two posts racing with
 * the same token (even on two web processes) exactly one wins.
 */
export async function claimToken(db: DbOrTx, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(formTokenUses)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: formTokenUses.nonce });
  return rows.length > 0;
}

/** Forgets the nonces of tokens expired before `now` (they are refused by their age anyway). */
export async function deleteExpiredTokenUses(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(formTokenUses).where(lt(formTokenUses.expiresAt, now));
}

const ofKind = (websiteId: string, kind: LeadKind | undefined) =>
  kind ? and(eq(leads.websiteId, websiteId), eq(leads.kind, kind)) : eq(leads.websiteId, websiteId);

/** A website's leads, newest first. */
export async function listLeads(
  db: DbOrTx,
  websiteId: string,
  options: { kind?: LeadKind; limit: number },
): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(ofKind(websiteId, options.kind))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit);
}

export async function countLeads(db: DbOrTx, websiteId: string, kind?: LeadKind) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${leads.readAt} is null)`.mapWith(Number),
    })
    .from(leads)
    .where(ofKind(websiteId, kind));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks one of a website's leads read (now) or unread; false when it is not that site's. */
export async function setLeadRead(
  db: DbOrTx,
  websiteId: string,
  id: string,
  readAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ readAt })
    .where(and(eq(leads.id, id), eq(leads.websiteId, websiteId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

export async function deleteLead(db: DbOrTx, websiteId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(leads)
    .where(and(eq(leads.id, id), eq(leads.websiteId, websiteId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}

/** Total and unread leads of each of a user's websites (websites without leads included). */
export async function summarizeLeads(db: DbOrTx, userId: string) {
  return db
    .select({
      websiteId: websites.id,
      total: count(leads.id),
      unread: sql<number>`count(${leads.id}) filter (where ${leads.readAt} is null)`.mapWith(
        Number,
      ),
    })
    .from(websites)
    .leftJoin(leads, eq(leads.websiteId, websites.id))
    .where(eq(websites.userId, userId))
    .groupBy(websites.id)
    .orderBy(desc(websites.createdAt));
}
