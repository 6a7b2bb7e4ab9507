import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { customizationPreviews, customizationSessions } from '../../db/schema';

export type CustomizationSessionRow = typeof customizationSessions.$inferSelect;

export async function insertCustomizationSession(
  db: DbOrTx,
  session: { websiteId: string; userId: string; state: unknown },
): Promise<CustomizationSessionRow> {
  return oneRow(await db.insert(customizationSessions).values(session).returning());
}

/** The session only if it is this user's and about this website: anything else is not found. */
export async function findCustomizationSession(
  db: DbOrTx,
  id: string,
  websiteId: string,
  userId: string,
): Promise<CustomizationSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(customizationSessions)
    .where(
      and(
        eq(customizationSessions.id, id),
        eq(customizationSessions.websiteId, websiteId),
        eq(customizationSessions.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

export async function saveCustomizationState(
  db: DbOrTx,
  id: string,
  state: unknown,
): Promise<void> {
  await db
    .update(customizationSessions)
    .set({ state, updatedAt: new Date() })
    .where(eq(customizationSessions.id, id));
}

export async function insertPreview(
  db: DbOrTx,
  preview: { tokenHash: string; websiteId: string; model: unknown; expiresAt: Date },
): Promise<void> {
  await db.insert(customizationPreviews).values(preview);
}

export async function findPreview(db: DbOrTx, tokenHash: string, websiteId: string, now: Date) {
  const [row] = await db
    .select()
    .from(customizationPreviews)
    .where(
      and(
        eq(customizationPreviews.tokenHash, tokenHash),
        eq(customizationPreviews.websiteId, websiteId),
      ),
    )
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

/** Previews nobody can open any more (housekeeping). */
export async function deleteExpiredPreviews(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(customizationPreviews).where(lt(customizationPreviews.expiresAt, now));
}
