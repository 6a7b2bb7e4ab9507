import type { Lead, LeadsResponse, LeadsSummaryResponse } from '@zappy/contract/leads';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { WebsitesService } from '../websites/websites.service';
import type { LeadKind } from './contact-form';
import { toCsv } from './csv';
import {
  countLeads,
  deleteLead,
  listLeads,
  setLeadRead,
  summarizeLeads,
  type LeadRow,
} from './leads.repository';

/** The most leads one listing returns (the CSV export has them all). */
export const LIST_LIMIT = 500;
const EXPORT_LIMIT = 100_000;
export const LEAD_NOT_FOUND = 'Message not found';

export const CSV_HEADER = [
  'received',
  'kind',
  'name',
  'email',
  'subject',
  'message',
  'read',
  'delivery',
] as const;

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    delivery: row.delivery,
  };
}

/**
 * The owner's inbox: what visitors sent through a site's forms. Every call checks the website is
 * the user's (someone else's is a 404, like a site that does not exist).
 */
export function createLeadsService(deps: {
  db: Db;
  websites: Pick<WebsitesService, 'requireOwned'>;
  now?: () => Date;
}) {
  const { db, websites } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async list(userId: string, websiteId: string, kind?: LeadKind): Promise<LeadsResponse> {
      await websites.requireOwned(userId, websiteId);
      const rows = await listLeads(db, websiteId, { limit: LIST_LIMIT, ...(kind ? { kind } : {}) });
      return { leads: rows.map(toLead), ...(await countLeads(db, websiteId, kind)) };
    },

    async markRead(userId: string, websiteId: string, leadId: string, read: boolean) {
      await websites.requireOwned(userId, websiteId);
      if (!(await setLeadRead(db, websiteId, leadId, read ? now() : null))) {
        throw new AppError(404, LEAD_NOT_FOUND);
      }
    },

    async remove(userId: string, websiteId: string, leadId: string) {
      await websites.requireOwned(userId, websiteId);
      if (!(await deleteLead(db, websiteId, leadId))) throw new AppError(404, LEAD_NOT_FOUND);
    },

    /** Every lead of a site as CSV, newest first, with the file name to save it under. */
    async exportCsv(userId: string, websiteId: string) {
      const website = await websites.requireOwned(userId, websiteId);
      const rows = await listLeads(db, websiteId, { limit: EXPORT_LIMIT });
      const csv = toCsv([
        CSV_HEADER,
        ...rows.map((row) => [
          row.createdAt.toISOString(),
          row.kind,
          row.name,
          row.email,
          row.subject,
          row.message,
          row.readAt ? 'yes' : 'no',
          row.delivery,
        ]),
      ]);
      return { csv, filename: `${website.slug}-messages.csv` };
    },

    async summary(userId: string): Promise<LeadsSummaryResponse> {
      return { sites: await summarizeLeads(db, userId) };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
