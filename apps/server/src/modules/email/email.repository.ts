import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { emailConfigs, emailDomains } from '../../db/schema';

export type EmailDomainRow = typeof emailDomains.$inferSelect;
export type EmailConfigRow = typeof emailConfigs.$inferSelect;

export async function findEmailDomain(
  db: DbOrTx,
  userId: string,
  domain: string,
): Promise<EmailDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(emailDomains)
    .where(and(eq(emailDomains.userId, userId), eq(emailDomains.domain, domain)))
    .limit(1);
  return row;
}

/** Inserts the owner's domain unless a concurrent call did first; either way answers the row. */
export async function insertEmailDomain(
  db: DbOrTx,
  domain: typeof emailDomains.$inferInsert,
): Promise<EmailDomainRow> {
  const [inserted] = await db.insert(emailDomains).values(domain).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await findEmailDomain(db, domain.userId, domain.domain);
  if (!existing) throw new Error('the email domain vanished while it was being created');
  return existing;
}

export async function updateEmailDomainStatus(
  db: DbOrTx,
  id: string,
  values: Pick<EmailDomainRow, 'status' | 'verifiedAt' | 'checkedAt'>,
): Promise<void> {
  await db
    .update(emailDomains)
    .set({ ...values, updatedAt: values.checkedAt ?? new Date() })
    .where(eq(emailDomains.id, id));
}

export async function upsertEmailConfig(
  db: DbOrTx,
  config: Pick<EmailConfigRow, 'websiteId' | 'domainId' | 'merchantEmail' | 'businessName'>,
  now: Date,
): Promise<EmailConfigRow> {
  const { domainId, merchantEmail, businessName } = config;
  return oneRow(
    await db
      .insert(emailConfigs)
      .values({ ...config, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: emailConfigs.websiteId,
        set: { domainId, merchantEmail, businessName, updatedAt: now },
      })
      .returning(),
  );
}

export async function deleteEmailConfig(db: DbOrTx, websiteId: string): Promise<void> {
  await db.delete(emailConfigs).where(eq(emailConfigs.websiteId, websiteId));
}

/** A website's email settings with the domain they send from, or undefined when not set up. */
export async function findEmailSetup(
  db: DbOrTx,
  websiteId: string,
): Promise<{ config: EmailConfigRow; domain: EmailDomainRow } | undefined> {
  const [row] = await db
    .select({ config: emailConfigs, domain: emailDomains })
    .from(emailConfigs)
    .innerJoin(emailDomains, eq(emailDomains.id, emailConfigs.domainId))
    .where(eq(emailConfigs.websiteId, websiteId))
    .limit(1);
  return row;
}
