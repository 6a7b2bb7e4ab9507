import { z } from 'zod';

// The lead inbox: what visitors sent through a site's contact form or newsletter sign-up.

export const LeadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['contact', 'newsletter']),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** stored: kept only; sent: emailed to the owner; failed: the email could not be sent. */
  delivery: z.enum(['stored', 'sent', 'failed']),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadParamsSchema = z.object({
  id: z.uuid('Invalid website id'),
  leadId: z.uuid('Invalid message id'),
});

/** `GET /api/website/{id}/leads`: newest first. */
export const LeadsResponseSchema = z.object({
  leads: z.array(LeadSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type LeadsResponse = z.infer<typeof LeadsResponseSchema>;

/** `POST /api/website/{id}/leads/{leadId}/read`. */
export const MarkLeadRequestSchema = z.object({ read: z.boolean() });

/** `GET /api/leads/summary`: unread and total per website of the signed-in owner. */
export const LeadsSummaryResponseSchema = z.object({
  sites: z.array(
    z.object({ websiteId: z.uuid(), total: z.number().int(), unread: z.number().int() }),
  ),
});
export type LeadsSummaryResponse = z.infer<typeof LeadsSummaryResponseSchema>;
