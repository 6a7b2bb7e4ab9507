import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { wizardSessions } from '../../db/schema';

export type WizardSessionRow = typeof wizardSessions.$inferSelect;
export type NewWizardSession = typeof wizardSessions.$inferInsert;
export type WizardSessionChanges = Partial<
  Pick<
    WizardSessionRow,
    | 'brainState'
    | 'messages'
    | 'currentWidget'
    | 'requirements'
    | 'answers'
    | 'briefResolutions'
    | 'readyToGenerate'
    | 'completed'
    | 'userId'
  >
>;

export async function insertWizardSession(
  db: DbOrTx,
  session: NewWizardSession,
): Promise<WizardSessionRow> {
  return oneRow(await db.insert(wizardSessions).values(session).returning());
}

export async function findWizardSession(
  db: DbOrTx,
  id: string,
): Promise<WizardSessionRow | undefined> {
  const [row] = await db.select().from(wizardSessions).where(eq(wizardSessions.id, id)).limit(1);
  return row;
}

/**
 * Writes the changes only if nobody else wrote the session since it was read (`version`), so two
 * tabs answering at once can't interleave their turns. Returns the new row, or undefined on a
 * conflict.
 */
export async function updateWizardSession(
  db: DbOrTx,
  id: string,
  expectedVersion: number,
  changes: WizardSessionChanges,
): Promise<WizardSessionRow | undefined> {
  const [row] = await db
    .update(wizardSessions)
    .set({ ...changes, version: expectedVersion + 1, updatedAt: new Date() })
    .where(and(eq(wizardSessions.id, id), eq(wizardSessions.version, expectedVersion)))
    .returning();
  return row;
}

/** Anonymous sessions nobody came back to; signed-in users' sessions are kept. */
export async function deleteAbandonedWizardSessions(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(wizardSessions)
    .where(and(isNull(wizardSessions.userId), lt(wizardSessions.updatedAt, before)))
    .returning({ id: wizardSessions.id });
  return deleted.length;
}
