import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { integrationEvents } from '../../db/schema';

export type IntegrationEventRow = typeof integrationEvents.$inferSelect;
export type NewIntegrationEvent = typeof integrationEvents.$inferInsert;

export async function insertIntegrationEvents(
  db: DbOrTx,
  events: readonly NewIntegrationEvent[],
): Promise<void> {
  if (events.length > 0) await db.insert(integrationEvents).values([...events]);
}

/** A website's integration events, oldest first. */
export async function listIntegrationEvents(
  db: DbOrTx,
  websiteId: string,
): Promise<IntegrationEventRow[]> {
  return db
    .select()
    .from(integrationEvents)
    .where(eq(integrationEvents.websiteId, websiteId))
    .orderBy(asc(integrationEvents.createdAt), asc(integrationEvents.id));
}
