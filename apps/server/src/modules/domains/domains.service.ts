import { randomBytes } from 'node:crypto';
import {
  DOMAIN_MESSAGES,
  DomainRecordSchema,
  MAX_DOMAINS_PER_SITE,
  type SiteDomain,
  type VerifyDomainResponse,
} from '@zappy/contract/domains';
import { parse } from 'tldts';
import { z } from 'zod';
import type { CustomDomainsConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { DnsLookup } from '../../lib/dns-lookup';
import type { SiteChanges } from '../../lib/site-changes';
import type { SiteUrls } from '../../lib/site-urls';
import type { DeploymentService } from '../deployments/deployments.service';
import { DomainHostingError, type DeploymentProvider } from '../deployments/providers/provider';
import type { SitePublisher } from '../versions/site-publisher';
import type { VersionsService } from '../versions/versions.service';
import { findWebsiteById, type WebsiteRow } from '../websites/websites.repository';
import type { WebsitesService } from '../websites/websites.service';
import { checkOwnDomain } from './domain-names';
import { planDomains, type DomainPlan } from './domain-plan';
import { checkRecords, uncheckedRecords, type PointingRule } from './domain-records';
import {
  deleteSiteDomain,
  insertSiteDomain,
  isDomainVerified,
  listVerifiedDomains,
  listDomainsToCheck,
  listSiteDomains,
  recordDomainCheck,
  websiteWithSlugExists,
  type SiteDomainRow,
} from './domains.repository';
import type { SiteAddresses } from './site-addresses';

export interface DomainsServiceDeps {
  db: Db;
  /** `DNS_SERVERS`, as the email check asks them. */
  dns: DnsLookup;
  siteUrls: SiteUrls;
  addresses: SiteAddresses;
  siteChanges: SiteChanges;
  settings: CustomDomainsConfig;
  /** PUBLIC_URL's host name and ALLOWED_HOSTS: names no owner can connect. */
  appHostnames: readonly string[];
  websites: Pick<WebsitesService, 'requireOwned'>;
  /** Where the site is deployed, for a provider that serves domains itself (Netlify). */
  deployments: Pick<DeploymentService, 'latest'>;
  provider: Pick<DeploymentProvider, 'name' | 'domains'>;
  versions: Pick<VersionsService, 'find'>;
  publisher: Pick<SitePublisher, 'publishSite'>;
  onError: (error: unknown, context: string) => void;
  now?: () => Date;
}

/** A verified domain as every web process serves it: the site's, or a redirect to its partner. */
export interface ServedHost {
  domain: string;
  slug: string;
  /** The domain visitors are sent to (301, path and query kept); null when it serves the site. */
  redirectTo: string | null;
}

/** Pending domains are checked by housekeeping this long after they were added. */
const PENDING_CHECKED_FOR_MS = 48 * 60 * 60 * 1000;
/** A pending domain is checked at most this often by housekeeping. */
const PENDING_CHECK_EVERY_MS = 10 * 60 * 1000;
/** A verified domain is checked again this often: one found pointing away stops being served. */
const VERIFIED_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const CHECKS_PER_RUN = 50;

const DNS_UNREACHABLE =
  'The DNS servers could not be asked just now, so nothing changed: try again in a minute';
const NOT_ON_PROVIDER = (provider: string) =>
  `This site is not on ${provider} yet: wait until its deployment is live, then try again`;

const StoredRecordsSchema = z.array(DomainRecordSchema);
const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type SiteOf = Pick<WebsiteRow, 'id' | 'slug' | 'currentVersion'>;
/** The provider's copy of the site, for a provider that serves domains itself. */
type ProviderSite = { serviceId: string; serviceName: string } | undefined;

/**
 * An owner's own domains for a site: adding one (with the DNS records to create), checking its
 * records through `DNS_SERVERS`, removing it, and what every web process serves for them. A
 * domain is served only while verified; each change is announced (lib/site-changes.ts) so every
 * process agrees at once, and a change of the site's address publishes its current version
 * again, rendered for the new address.
 */
export function createDomainsService(deps: DomainsServiceDeps) {
  const { db, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const hosting = deps.provider.domains;
  const providerName = titleCase(deps.provider.name);

  async function providerSite(websiteId: string): Promise<ProviderSite> {
    if (!hosting) return undefined;
    const latest = await deps.deployments.latest(websiteId);
    return latest?.serviceId && latest.serviceName
      ? { serviceId: latest.serviceId, serviceName: latest.serviceName }
      : undefined;
  }

  /**
   * Where a domain must point; undefined while a provider that serves domains itself has no
   * copy of the site to point at (and to tell about the domain).
   */
  function ruleFor(domain: string, token: string, site: SiteOf, onProvider: ProviderSite) {
    const isApex = parse(domain).domain === domain;
    if (hosting && !onProvider) return undefined;
    const ownTarget =
      hosting && onProvider
        ? hosting.cnameTarget(onProvider.serviceName)
        : deps.siteUrls.hostnameFor(site.slug);
    const rule: PointingRule = {
      domain,
      isApex,
      cnameTarget: settings.cnameTarget ?? ownTarget,
      addresses: { a: settings.a, aaaa: settings.aaaa },
      // A shared target proves nothing about who owns the domain; the site's own host does.
      ownershipToken: isApex || settings.cnameTarget ? token : undefined,
    };
    return rule;
  }

  function view(row: SiteDomainRow, plan: DomainPlan, rule: PointingRule | undefined): SiteDomain {
    const role = plan.roles.get(row.domain);
    const stored = StoredRecordsSchema.safeParse(row.records);
    return {
      domain: row.domain,
      status: row.status,
      role: role?.role ?? null,
      redirectsTo: role?.redirectsTo ?? null,
      url: deps.addresses.urlOf(row.domain),
      records: stored.success ? stored.data : rule ? uncheckedRecords(rule) : [],
      createdAt: row.createdAt.toISOString(),
      checkedAt: row.checkedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
    };
  }

  /** Tells a provider that serves domains itself the site's verified ones, all at once. */
  async function tellProvider(onProvider: ProviderSite, plan: DomainPlan): Promise<void> {
    if (!hosting || !onProvider) return;
    const verified = [...plan.roles.keys()];
    try {
      await hosting.setDomains(onProvider.serviceId, {
        primary: plan.primary ?? null,
        aliases: verified.filter((domain) => domain !== plan.primary),
      });
    } catch (error: unknown) {
      if (!(error instanceof DomainHostingError)) throw error;
      throw error.refused
        ? new AppError(
            409,
            `${providerName} refused the domain: it is connected to another site there`,
            { cause: error },
          )
        : new AppError(
            502,
            `${providerName} could not be told about the domain, so nothing changed: try again in a minute`,
            { cause: error },
          );
    }
  }

  /** The site's current version published again, rendered for its new address. */
  async function republish(site: SiteOf, primary: string | undefined): Promise<void> {
    const current =
      site.currentVersion === null
        ? undefined
        : await deps.versions.find(site.id, site.currentVersion);
    // A site still generating its first version renders it for the new address anyway.
    if (!current) return;
    const address = primary ? deps.addresses.urlOf(primary) : deps.siteUrls.urlFor(site.slug);
    try {
      await deps.publisher.publishSite({
        websiteId: site.id,
        model: current.model,
        reason: `Address changed to ${address}`,
      });
    } catch (error: unknown) {
      // The domain is served all the same; the pages name the old address until the next change.
      deps.onError(error, `publishing ${site.id} for its address ${address}`);
    }
  }

  /** After a change to one of the site's domains: every process, the provider and the pages. */
  async function settle(
    site: SiteOf,
    rows: SiteDomainRow[],
    before: DomainPlan,
    after: DomainPlan,
  ) {
    await deps.siteChanges.announceDomains(rows.map((row) => row.domain));
    if (before.primary !== after.primary) await republish(site, after.primary);
  }

  /**
   * Checks one domain's records and records what was found; a change of status is told to the
   * provider first (when it refuses, the status stays), then to every process.
   */
  async function check(site: SiteOf, rows: SiteDomainRow[], row: SiteDomainRow) {
    const onProvider = await providerSite(site.id);
    const rule = ruleFor(row.domain, row.token, site, onProvider);
    if (!rule) throw new AppError(409, NOT_ON_PROVIDER(providerName));
    let result: Awaited<ReturnType<typeof checkRecords>>;
    try {
      result = await checkRecords(rule, deps.dns);
    } catch (error: unknown) {
      throw new AppError(503, DNS_UNREACHABLE, { cause: error });
    }
    const status = result.verified ? 'verified' : 'pending';
    const at = now();
    const before = planDomains(rows);
    const after = planDomains(
      rows.map((entry) => (entry.id === row.id ? { ...entry, status } : entry)),
    );
    const record = (kept: SiteDomainRow['status']) =>
      recordDomainCheck(db, row.id, {
        status: kept,
        records: result.records,
        checkedAt: at,
        verifiedAt: kept === 'verified' ? (row.verifiedAt ?? at) : null,
      });
    if (status !== row.status) {
      try {
        await tellProvider(onProvider, after);
      } catch (error: unknown) {
        await record(row.status);
        throw error;
      }
    }
    const updated = (await record(status)) ?? row;
    if (status !== row.status) await settle(site, rows, before, after);
    return { updated, rule, verified: result.verified, plan: after };
  }

  async function ownedSite(userId: string, websiteId: string) {
    const site = await deps.websites.requireOwned(userId, websiteId);
    return { site, rows: await listSiteDomains(db, site.id) };
  }

  function find(rows: SiteDomainRow[], domain: string): SiteDomainRow {
    const row = rows.find((entry) => entry.domain === domain);
    if (!row) throw new AppError(404, DOMAIN_MESSAGES.notFound);
    return row;
  }

  /**
   * Housekeeping: pending domains are checked by themselves for two days after they were
   * added, and verified ones every few hours; one found pointing away stops being served. A
   * resolver that cannot be asked, or a provider that refuses, changes nothing until the next
   * run.
   */
  async function recheck(): Promise<void> {
    const at = now().getTime();
    const due = await listDomainsToCheck(db, {
      pendingSince: new Date(at - PENDING_CHECKED_FOR_MS),
      checkedBefore: new Date(at - PENDING_CHECK_EVERY_MS),
      verifiedCheckedBefore: new Date(at - VERIFIED_CHECK_EVERY_MS),
      limit: CHECKS_PER_RUN,
    });
    for (const entry of due) {
      const site = await findWebsiteById(db, entry.websiteId);
      const rows = site ? await listSiteDomains(db, site.id) : [];
      const row = rows.find((candidate) => candidate.id === entry.id);
      if (!site || !row) continue;
      try {
        await check(site, rows, row);
      } catch (error: unknown) {
        if (!(error instanceof AppError)) throw error;
        // No resolver answers: the other domains would fare no better this run.
        if (error.statusCode === 503) {
          deps.onError(error, 'checking owners’ domains');
          return;
        }
      }
    }
  }

  let rechecking: Promise<void> | undefined;

  return {
    recheck,

    /**
     * The housekeeping run, started and left to itself: DNS answers can take seconds each, and
     * the workers' sweep (which finds dead jobs) must not wait for them. One run at a time.
     */
    startRecheck(): void {
      rechecking ??= recheck()
        .catch((error: unknown) => {
          deps.onError(error, 'checking owners’ domains');
        })
        .finally(() => {
          rechecking = undefined;
        });
    },

    async list(userId: string, websiteId: string): Promise<SiteDomain[]> {
      const { site, rows } = await ownedSite(userId, websiteId);
      const plan = planDomains(rows);
      const onProvider = rows.length > 0 ? await providerSite(site.id) : undefined;
      return rows.map((row) => view(row, plan, ruleFor(row.domain, row.token, site, onProvider)));
    },

    async add(userId: string, websiteId: string, domain: string): Promise<SiteDomain> {
      const { site, rows } = await ownedSite(userId, websiteId);
      const own = checkOwnDomain(domain, {
        siteUrls: deps.siteUrls,
        appHostnames: deps.appHostnames,
        servesApex: settings.a.length > 0 || settings.aaaa.length > 0,
      });
      if (!own.ok) throw new AppError(400, own.error);
      if (rows.some((row) => row.domain === domain)) {
        throw new AppError(409, `${domain} is already one of this site's domains`);
      }
      if (rows.length >= MAX_DOMAINS_PER_SITE) {
        throw new AppError(
          400,
          `A site can have at most ${MAX_DOMAINS_PER_SITE} domains: remove one before adding another`,
        );
      }
      const token = randomBytes(16).toString('hex');
      const onProvider = await providerSite(site.id);
      const rule = ruleFor(domain, token, site, onProvider);
      if (!rule) throw new AppError(409, NOT_ON_PROVIDER(providerName));
      const row = await insertSiteDomain(db, { websiteId: site.id, domain, token });
      // Whose it is stays unsaid: the owner of the other site may be anyone.
      if (!row) throw new AppError(409, `${domain} is already connected to another site`);
      return view(row, planDomains([...rows, row]), rule);
    },

    async verify(userId: string, websiteId: string, domain: string): Promise<VerifyDomainResponse> {
      const { site, rows } = await ownedSite(userId, websiteId);
      const { updated, rule, verified, plan } = await check(site, rows, find(rows, domain));
      return { ...view(updated, plan, rule), verified };
    },

    async remove(userId: string, websiteId: string, domain: string): Promise<void> {
      const { site, rows } = await ownedSite(userId, websiteId);
      const row = find(rows, domain);
      const before = planDomains(rows);
      const after = planDomains(rows.filter((entry) => entry.id !== row.id));
      if (row.status === 'verified') await tellProvider(await providerSite(site.id), after);
      await deleteSiteDomain(db, row.id);
      await settle(site, rows, before, after);
    },

    /**
     * Verified domains as every web process serves them: all of them, or (after an
     * announcement) those named.
     */
    async servedHosts(names?: readonly string[]): Promise<ServedHost[]> {
      const rows = await listVerifiedDomains(db, names);
      const hosts: ServedHost[] = [];
      for (const websiteId of new Set(rows.map((row) => row.websiteId))) {
        const ofSite = rows.filter((row) => row.websiteId === websiteId);
        const { roles } = planDomains(ofSite);
        for (const row of ofSite) {
          const role = roles.get(row.domain);
          if (role && (!names || names.includes(row.domain))) {
            hosts.push({ domain: row.domain, slug: row.slug, redirectTo: role.redirectsTo });
          }
        }
      }
      return hosts;
    },

    /**
     * Whether a TLS certificate may be issued for a host name (a reverse proxy's on-demand TLS):
     * a verified domain, or the host name of one of this server's sites.
     */
    async isTlsAllowed(name: string): Promise<boolean> {
      const hostname = name.trim().toLowerCase().replace(/\.$/, '');
      const slug = deps.siteUrls.slugFromHostname(hostname);
      return slug ? websiteWithSlugExists(db, slug) : isDomainVerified(db, hostname);
    },
  };
}

export type DomainsService = ReturnType<typeof createDomainsService>;
