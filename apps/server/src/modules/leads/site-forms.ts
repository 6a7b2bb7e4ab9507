import { createHmac } from 'node:crypto';
import type { SiteModel } from '@zappy/site-model/schema';
import { renderFormResponsePage, type FormPageOptions } from '@zappy/site-renderer/form-page';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { checkContactForm, checkNewsletterForm, type LeadFields } from './contact-form';
import { readFormBody } from './form-body';
import { createFormTokens } from './form-token';
import {
  claimToken,
  countLeadsBySender,
  countLeadsOfWebsite,
  insertLead,
  isTokenUsed,
  recordDelivery,
  type Delivery,
} from './leads.repository';
import { isProofValid, proofBits } from './proof-of-work';
import { senderKey } from './sender';

/**
 * How a lead reaches the owner's mailbox (the email module's `deliverLead`). A port, so this
 * module works, and is tested, without mail.
 */
export interface LeadDelivery {
  deliverLead(
    websiteId: string,
    lead: Pick<LeadFields, 'name' | 'email' | 'subject' | 'message' | 'kind'>,
    options: { recipient?: string; subjectPrefix: string },
  ): Promise<Delivery>;
}

/** Where a live site's model comes from (the versions service). */
export interface LiveSites {
  liveModel(slug: string): Promise<{ websiteId: string; model: SiteModel } | undefined>;
}

export const SENDER_WINDOW_MS = 10 * 60 * 1000;
/** Leads one sender (an IPv4 address or an IPv6 /64) may leave, on any site, within SENDER_WINDOW_MS. */
export const SENDER_LIMIT = 5;
/** The window a site's leads are counted in: past SITE_CALM_LIMIT, each needs a proof of work. */
export const SITE_WINDOW_MS = 60 * 60 * 1000;
const DELIVERY_TOOL = 'deliver_contact_form';
const DEFAULT_SUBJECT_PREFIX = '[Website]';

export const SITE_FORM_MESSAGES = {
  notFound: 'Not found',
  tooFast: 'That was quick! Please wait a few seconds and send the form again.',
  expired: 'This form has expired. Please reload the page and send it again.',
  used: 'This form was already sent. Please reload the page to send another message.',
  tooManyFromSender: 'You have sent several messages already. Please try again in a few minutes.',
  /** JSON: the script solves the proof of work and sends again. */
  proofNeeded: 'This site is receiving many messages right now. Your browser is confirming yours.',
  /** The page without JavaScript: one more click instead of a proof of work. */
  confirmNeeded: 'This site is receiving many messages right now. Please confirm yours.',
} as const;

/** The status asking the script for a proof of work: the request may be sent again with one. */
export const PROOF_NEEDED_STATUS = 428;

/** What every form answer carries: nothing may be sniffed, framed, loaded or cached. */
export const FORM_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

type Route = 'token' | 'contact' | 'newsletter';
const ROUTES = new Map<string, Route>([
  ['GET /_zappy/form-token', 'token'],
  ['POST /_zappy/contact', 'contact'],
  ['POST /_zappy/subscribe', 'newsletter'],
]);

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>' +
  '<body><h1>Not found</h1></body></html>';

export interface SiteFormsDeps {
  db: Db;
  sites: LiveSites;
  delivery: LeadDelivery;
  appSecret: string;
  now?: () => Date;
  /** The page a browser without JavaScript gets (the renderer's `renderFormResponsePage`). */
  renderPage?: (model: SiteModel, options: FormPageOptions) => string;
  onError?: (error: unknown, context: string) => void;
  /** Told of each lead stored, by form (the metrics). */
  leadStored?: (form: 'contact' | 'newsletter') => void;
}

/**
 * The forms of hosted sites (`/_zappy/contact`, `/_zappy/subscribe`, `/_zappy/form-token`), for
 * the hosting plugin's `forms` port. A lead is stored only with a valid, unused form token of the
 * site that is at least MIN_FILL_MS old, an empty honeypot, under the sender's limit and, while the
 * site receives more than SITE_CALM_LIMIT an hour, with a proof of work or a confirm click (all
 * counted in the database, so every web process shares them); then it is emailed to the owner
 * when the site has the contact-form delivery integration.
 */
export function createSiteForms(deps: SiteFormsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createFormTokens(deps.appSecret, () => now().getTime());
  const renderPage = deps.renderPage ?? renderFormResponsePage;
  // The sender key (an IPv4 address or an IPv6 /64) is stored only as this keyed hash.
  const hashIp = (sender: string) =>
    createHmac('sha256', deps.appSecret).update(`ip:${sender}`).digest('hex');

  function wantsJson(request: FastifyRequest): boolean {
    const accept = request.headers.accept ?? '';
    if (/application\/json/i.test(accept)) return true;
    return (
      /^application\/json/i.test(request.headers['content-type'] ?? '') &&
      !/text\/html/i.test(accept)
    );
  }

  async function deliver(websiteId: string, model: SiteModel, leadId: string, lead: LeadFields) {
    const integration = model.integrations.find((i) => i.toolName === DELIVERY_TOOL);
    if (!integration || lead.kind !== 'contact') return;
    const { recipient, subjectPrefix } = integration.configuration;
    let delivery: Delivery;
    let error: string | null = null;
    try {
      delivery = await deps.delivery.deliverLead(
        websiteId,
        {
          kind: lead.kind,
          name: lead.name,
          email: lead.email,
          subject: lead.subject,
          message: lead.message,
        },
        {
          ...(typeof recipient === 'string' && recipient.trim()
            ? { recipient: recipient.trim() }
            : {}),
          subjectPrefix:
            typeof subjectPrefix === 'string' && subjectPrefix.trim()
              ? subjectPrefix.trim()
              : DEFAULT_SUBJECT_PREFIX,
        },
      );
      if (delivery === 'failed') error = 'The email could not be sent';
    } catch (caught: unknown) {
      deps.onError?.(caught, `delivering lead ${leadId}`);
      delivery = 'failed';
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 200);
    }
    if (delivery !== 'stored') await recordDelivery(db, leadId, delivery, error);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, slug: string) {
    const route = ROUTES.get(`${request.method} ${request.url.split('?')[0] ?? ''}`);
    if (!route) return false;
    reply.headers(FORM_HEADERS);
    const json = route === 'token' || wantsJson(request);

    const site = await deps.sites.liveModel(slug);
    if (!site) {
      if (json) reply.code(404).send({ error: SITE_FORM_MESSAGES.notFound });
      else reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      return true;
    }
    if (route === 'token') {
      reply.send({ token: tokens.issue(site.websiteId) });
      return true;
    }

    const action = route === 'contact' ? '/_zappy/contact' : '/_zappy/subscribe';
    const page = (status: number, options: FormPageOptions) =>
      reply.code(status).type('text/html; charset=utf-8').send(renderPage(site.model, options));
    const fail = (status: number, error: string, header?: Record<string, string>) => {
      if (header) reply.headers(header);
      if (json) reply.code(status).send({ error });
      else page(status, { state: 'error', message: error });
      return true;
    };
    const succeed = () => {
      if (json) reply.send({ ok: true });
      else page(200, { state: route === 'contact' ? 'sent' : 'subscribed' });
      return true;
    };

    const body = await readFormBody(request.raw, request.headers);
    if (!body.ok) {
      return fail(
        body.status,
        body.error,
        body.status === 413 ? { connection: 'close' } : undefined,
      );
    }
    const form =
      route === 'contact' ? checkContactForm(body.fields) : checkNewsletterForm(body.fields);
    if (!form.ok) return fail(400, form.error);
    // A bot filled the field people never see: it is told it succeeded, and nothing is kept.
    if (form.spam) return succeed();

    const sender = senderKey(request.ip);
    const { name, email, subject, message } = form.lead;
    const confirmPage = (options: Pick<FormPageOptions, 'message' | 'token'>) => {
      page(200, {
        state: 'confirm',
        fields: route === 'contact' ? { name, email, subject, message } : { email },
        action,
        ...options,
      });
      return true;
    };

    const at = now();
    // A flood (from however many addresses) does not lock the site's visitors out: each further
    // lead costs its sender a proof of work, or a click on a confirm page issued to their address.
    const floodBits = async () =>
      proofBits(
        await countLeadsOfWebsite(db, site.websiteId, new Date(at.getTime() - SITE_WINDOW_MS)),
      );
    const submitted = body.fields._zt;
    const token = tokens.check(site.websiteId, submitted, sender);
    if (token.state !== 'valid' || (await isTokenUsed(db, token.nonce))) {
      const reason =
        token.state === 'too-fast'
          ? SITE_FORM_MESSAGES.tooFast
          : token.state === 'valid'
            ? SITE_FORM_MESSAGES.used
            : SITE_FORM_MESSAGES.expired;
      if (json) return fail(400, reason);
      // During a flood the confirm page's token is this sender's own, so its one click is the
      // harder check and no second confirm page follows.
      const flooded = (await floodBits()) > 0;
      const message = token.state === 'too-fast' ? reason : SITE_FORM_MESSAGES.confirmNeeded;
      return confirmPage({
        token: tokens.issue(site.websiteId, flooded ? sender : undefined),
        ...(token.state === 'too-fast' || flooded ? { message } : {}),
      });
    }

    const ipHash = hashIp(sender);
    const bySender = await countLeadsBySender(
      db,
      ipHash,
      new Date(at.getTime() - SENDER_WINDOW_MS),
    );
    if (bySender >= SENDER_LIMIT) {
      return fail(429, SITE_FORM_MESSAGES.tooManyFromSender, { 'retry-after': '600' });
    }
    const bits = await floodBits();
    if (bits > 0 && !token.confirmed && !isProofValid(submitted ?? '', body.fields._pow, bits)) {
      if (!json) {
        return confirmPage({
          token: tokens.issue(site.websiteId, sender),
          message: SITE_FORM_MESSAGES.confirmNeeded,
        });
      }
      reply
        .code(PROOF_NEEDED_STATUS)
        .send({ error: SITE_FORM_MESSAGES.proofNeeded, proof: { bits } });
      return true;
    }
    if (!(await claimToken(db, token.nonce, token.expiresAt))) {
      return fail(400, SITE_FORM_MESSAGES.used);
    }

    const lead = await insertLead(db, {
      ...form.lead,
      websiteId: site.websiteId,
      ipHash,
      createdAt: at,
    });
    deps.leadStored?.(route);
    await deliver(site.websiteId, site.model, lead.id, form.lead);
    return succeed();
  }

  return { handle, tokens };
}

export type SiteForms = ReturnType<typeof createSiteForms>;
