import path from 'node:path';
import { createBrain, type Brain } from '@zappy/ai/brain';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LeasedJobKind, PeriodicTask } from './jobs/leased-job';
import type { JobQueue } from './jobs/queue';
import type { EventBus } from './lib/event-bus';
import { createAppHosts } from './lib/app-hosts';
import { createDnsLookup } from './lib/dns-lookup';
import { createPreviewTokens } from './lib/preview-token';
import { createSiteChanges } from './lib/site-changes';
import { createSiteRepositories } from './lib/site-repository';
import { MAX_INPUT_PIXELS, createImageGate, createPixelBudget } from './lib/image-work';
import { createSiteUrls } from './lib/site-urls';
import { createAssetsService } from './modules/assets/assets.service';
import { createAccountMailer } from './modules/auth/account-mail';
import { createAuthService } from './modules/auth/auth.service';
import { createCustomizationChat } from './modules/customization/customization-chat';
import { deleteExpiredPreviews } from './modules/customization/customization.repository';
import { createCustomizationService } from './modules/customization/customization.service';
import { createImageUploads } from './modules/customization/images.service';
import { deleteUnplacedUploads, readUploadFiles } from './modules/customization/uploads.repository';
import { createDeploymentService } from './modules/deployments/deployments.service';
import { createDomainsService } from './modules/domains/domains.service';
import { createSiteAddresses } from './modules/domains/site-addresses';
import { createEmailService } from './modules/email/email.service';
import { createMailer } from './modules/email/mailer';
import { createIntegrationsService } from './modules/integrations/integrations.service';
import { createLocalProvider } from './modules/deployments/providers/local-provider';
import { createNetlifyProvider } from './modules/deployments/providers/netlify-provider';
import type { DeploymentProvider } from './modules/deployments/providers/provider';
import { createVercelProvider } from './modules/deployments/providers/vercel-provider';
import { createGenerationService } from './modules/generation/generation.service';
import { createGenerationWorker } from './modules/generation/generation.worker';
import { createGitHubService } from './modules/github/github.service';
import { createPickPages } from './modules/hosting/pick-page';
import { createPexelsProvider } from './modules/photos/pexels-provider';
import { createOpenAiImageGenerator } from './modules/photos/openai-image-generator';
import type { DownloadLimits } from './modules/photos/photo-download';
import type { PhotoProvider } from './modules/photos/photo-provider';
import { createPhotoChoices } from './modules/photos/photo-choices.service';
import { deleteStalePhotoChoices } from './modules/photos/photo-choices.repository';
import { createPhotos } from './modules/photos/photos.service';
import { createUnsplashProvider } from './modules/photos/unsplash-provider';
import { deleteExpiredTokenUses } from './modules/leads/leads.repository';
import { createLeadsService } from './modules/leads/leads.service';
import { createMetrics } from './modules/metrics/metrics';
import { createSiteForms } from './modules/leads/site-forms';
import { createSitePublisher, type SiteUrlOf } from './modules/versions/site-publisher';
import { createVersionsService } from './modules/versions/versions.service';
import { createWebsiteRemoval } from './modules/websites/website-removal';
import { createWebsitesService } from './modules/websites/websites.service';
import { deleteAbandonedWizardSessions } from './modules/wizard/wizard.repository';
import { createWizardService } from './modules/wizard/wizard.service';
import { createWizardImages } from './modules/wizard/wizard-images.service';
import { deleteStaleSessionlessImages } from './modules/wizard/wizard-images.repository';

export interface ServiceDeps {
  config: Config;
  appSecret: string;
  database: Database;
  queue: JobQueue;
  bus: EventBus;
  onError: (error: unknown, context: string) => void;
  /** Defaults: the Brain from `config.ai`, the provider from `config.deploy`. */
  brain?: Brain;
  provider?: DeploymentProvider;
  /** How long a photo service may take and how much it may send (tests shorten the time). */
  photoLimits?: Partial<DownloadLimits>;
  /**
   * How the photo services and the image generator are reached (tests send
   * `images.unsplash.com` to a local server); the global fetch by default.
   */
  photoFetch?: typeof fetch;
  now?: () => Date;
}

// Wizard conversations nobody signed in for are dropped after this; signed-in users' are kept.
const ABANDONED_WIZARD_MS = 30 * 24 * 60 * 60 * 1000;
/** An image uploaded for an apply that did not follow within a day is not coming back. */
const UNPLACED_UPLOAD_MS = 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** One photo search or download: a slow photo service makes an illustration, not a slow site. */
const PHOTO_TIMEOUT_MS = 10_000;

/** The photo service `PHOTO_PROVIDER` names, or none. */
function createPhotoProvider(
  config: Config['photos'],
  timeoutMs: number,
  request: typeof fetch | undefined,
): PhotoProvider | undefined {
  const fetchOption = request ? { fetch: request } : {};
  if (config.provider === 'pexels') {
    return createPexelsProvider({ ...config, timeoutMs, ...fetchOption });
  }
  if (config.provider === 'unsplash') {
    return createUnsplashProvider({ ...config, timeoutMs, ...fetchOption });
  }
  return undefined;
}

/** Where sites are published: Netlify or Vercel when `DEPLOY_PROVIDER` names it, else Zappy. */
function createDeploymentProvider(
  config: Config['deploy'],
  local: () => DeploymentProvider,
): DeploymentProvider {
  if (config.provider === 'netlify' && config.netlifyToken) {
    return createNetlifyProvider({ token: config.netlifyToken, apiUrl: config.netlifyApiUrl });
  }
  if (config.provider === 'vercel' && config.vercelToken) {
    return createVercelProvider({
      token: config.vercelToken,
      apiUrl: config.vercelApiUrl,
      teamId: config.vercelTeamId,
      timeoutMs: config.vercelTimeoutMs,
    });
  }
  return local();
}

/**
 * The composition root: every service, wired once. The HTTP app and the job workers of a
 * process share it.
 */
export function createServices(deps: ServiceDeps) {
  const { config, database, queue, bus, onError } = deps;
  const db = database.db;
  const brain =
    deps.brain ??
    createBrain({
      ...config.ai,
      // The Brain tells each kind of LLM failure once an hour, not on every step it falls back.
      onLlmProblem: ({ step, kind, reason }) => {
        onError(new Error(`${kind}: ${reason}`), `The LLM step ${step}`);
      },
    });
  // This process's counts for `GET /metrics`: kept by the modules below whether or not served.
  const metrics = createMetrics({
    queueDepth: () => queue.depth(),
    processMetrics: config.metrics.served,
  });
  const siteUrls = createSiteUrls(config.siteUrlTemplate, config.port);
  const appHosts = createAppHosts(config);
  // A site is rendered for its owner's verified domain once it has one, else for its own host.
  const addresses = createSiteAddresses({ db, siteUrls, secure: config.secureCookies });
  const siteUrl: SiteUrlOf = (websiteId, slug) => addresses.siteUrl(websiteId, slug);
  const repositories = createSiteRepositories(path.join(config.dataDir, 'repos'));
  // What a site's host name serves changed: every web process drops what it holds of the site.
  const siteChanges = createSiteChanges(bus);
  // Built in the order they need each other: the versions they read and the live pointer the
  // local provider moves, then deployments, then the publisher that starts them.
  const versions = createVersionsService({ db, siteChanges });
  const provider =
    deps.provider ??
    createDeploymentProvider(config.deploy, () =>
      createLocalProvider({
        setLiveVersion: (websiteId, number) => versions.setLiveVersion(websiteId, number),
        siteUrls,
      }),
    );
  const deployments = createDeploymentService({
    db,
    bus,
    queue,
    provider,
    versions,
    stepDelayMs: config.jobs.stepDelayMs,
    concurrency: config.jobs.concurrency,
    onError,
    finished: metrics.deploymentFinished,
  });
  // Sites' code repositories on GitHub: each version's commit is pushed after it is written.
  const github = createGitHubService({
    db,
    queue,
    repositories,
    appSecret: deps.appSecret,
    config: config.github,
    concurrency: config.jobs.concurrency,
    onError,
  });
  const publisher = createSitePublisher({
    db,
    repositories,
    deployments,
    siteUrl,
    uploadedFiles: (websiteId, paths) => readUploadFiles(db, websiteId, paths),
    scriptHosts: config.siteScriptHosts,
    versionCommitted: (websiteId, versionNumber) =>
      github.versionCommitted(websiteId, versionNumber),
    onError,
  });
  const previews = createPreviewTokens(deps.appSecret);
  const websites = createWebsitesService({
    db,
    previews,
    brain,
    deployments,
    versions,
    publisher,
    codeRepositories: github,
    addresses,
    // The local provider is Zappy's own hosting.
    hostedOn: provider.name === 'local' ? 'zappy' : provider.name,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const domains = createDomainsService({
    db,
    dns: createDnsLookup({ dnsServers: config.dnsServers }),
    siteUrls,
    addresses,
    siteChanges,
    settings: config.customDomains,
    appHostnames: appHosts.ownNames,
    websites,
    deployments,
    provider,
    versions,
    publisher,
    onError,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const customization = createCustomizationService({
    db,
    websites,
    versions,
    publisher,
    scriptHosts: config.siteScriptHosts,
    ...(deps.now ? { now: deps.now } : {}),
  });
  // Mail from the owner's own domain: leads and integrations send through it.
  const email = createEmailService({
    db,
    appSecret: deps.appSecret,
    smtpUrl: config.smtpUrl,
    dnsServers: config.dnsServers,
    websites,
    onError,
    mailResult: metrics.mailSent,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const removal = createWebsiteRemoval({
    db,
    queue,
    provider,
    repositories,
    siteChanges,
    remoteRepositories: github.remoteRemoval,
  });
  const auth = createAuthService({
    db,
    userData: removal,
    allowedEmails: config.allowedEmails,
    accountMail:
      config.smtpUrl === undefined
        ? undefined
        : createAccountMailer({
            mailer: createMailer({ smtpUrl: config.smtpUrl }),
            from: config.accountMailFrom,
            publicUrl: config.publicUrl,
            onError,
          }),
    ...(deps.now ? { now: deps.now } : {}),
  });
  // One bound for every image this process decodes (owners' uploads, photo services' photos);
  // owners' uploads are also charged to their pixel budget first.
  const imageGate = createImageGate(config.images.decodeConcurrency);
  const clock = deps.now;
  const pixelBudget = createPixelBudget(
    config.images.pixelsPerMinute,
    clock ? () => clock().getTime() : undefined,
  );
  const photoLimits: DownloadLimits = {
    timeoutMs: PHOTO_TIMEOUT_MS,
    maxBytes: MAX_IMAGE_BYTES,
    maxPixels: MAX_INPUT_PIXELS,
    gate: imageGate,
    ...deps.photoLimits,
  };
  const photoFetch = deps.photoFetch ? { fetch: deps.photoFetch } : {};
  const photoSources = {
    provider: createPhotoProvider(config.photos, photoLimits.timeoutMs, deps.photoFetch),
    generator:
      config.imageGenerator.provider === 'openai'
        ? createOpenAiImageGenerator({
            ...config.imageGenerator,
            download: photoLimits,
            ...photoFetch,
          })
        : undefined,
    limits: photoLimits,
    ...photoFetch,
  };
  const photos = createPhotos(photoSources);
  // The owner's photo searches (decision 040) ask the same services generation does.
  const photoChoices = createPhotoChoices({ db, customization, ...photoSources });
  const wizardImages = createWizardImages({ db, photos, imageGate, pixelBudget });
  const wizard = createWizardService({ db, brain, images: wizardImages });
  const generationWorker = createGenerationWorker({
    db,
    brain,
    bus,
    versions,
    publisher,
    siteUrl,
    photos,
    wizardImages,
    stepDelayMs: config.jobs.stepDelayMs,
    concurrency: config.jobs.concurrency,
    onError,
    finished: metrics.generationFinished,
  });

  /** What the workers run: each module's durable jobs, and the sweeper's periodic tasks. */
  const jobKinds: LeasedJobKind[] = [
    generationWorker.jobKind,
    deployments.jobKind,
    removal.jobKind,
    github.jobKind,
  ];
  async function housekeeping(): Promise<void> {
    await auth.purgeExpiredSessions();
    await auth.purgeExpiredLinks();
    await deleteAbandonedWizardSessions(db, new Date(Date.now() - ABANDONED_WIZARD_MS));
    await deleteExpiredPreviews(db, new Date());
    await deleteUnplacedUploads(db, new Date(Date.now() - UNPLACED_UPLOAD_MS));
    await deleteStaleSessionlessImages(db, new Date(Date.now() - UNPLACED_UPLOAD_MS));
    await deleteStalePhotoChoices(db, new Date(Date.now() - UNPLACED_UPLOAD_MS));
    await deleteExpiredTokenUses(db, new Date());
  }
  const periodicTasks: PeriodicTask[] = [
    {
      name: 'unfinished version commits',
      run: (staleBefore) => publisher.finishUncommitted(staleBefore),
    },
    { name: 'housekeeping', everyMs: HOUSEKEEPING_INTERVAL_MS, run: housekeeping },
    {
      name: 'owners’ domain checks',
      everyMs: HOUSEKEEPING_INTERVAL_MS,
      run: () => {
        domains.startRecheck();
        return Promise.resolve();
      },
    },
  ];

  return {
    config,
    database,
    db,
    bus,
    queue,
    brain,
    /** This process's Prometheus registry and what the modules report to it. */
    metrics,
    siteUrls,
    /** The names the app itself answers under. */
    appHosts,
    siteChanges,
    repositories,
    auth,
    /** What the workers tidy every few minutes (expired sessions, abandoned wizards, used form tokens). */
    housekeeping,
    removal,
    assets: createAssetsService({ db, imageGate, pixelBudget }),
    /** The photo service generation takes the sites' photos from (`PHOTO_PROVIDER`). */
    photos,
    /** Photos chosen or given before generation (the wizard's image step, hero-images). */
    wizardImages,
    wizard,
    generation: createGenerationService({ db, queue, wizard }),
    deployments,
    /** Sites' code repositories on GitHub. */
    github,
    versions,
    /** The one way a site gets a version (`publishSite`). */
    publisher,
    previews,
    /** Point and edit's page of a version: its texts marked with their paths. */
    pickPages: createPickPages({ versions, siteUrl, scriptHosts: config.siteScriptHosts }),
    websites,
    /** Owners' own domains for their sites, and what every web process serves for them. */
    domains,
    /** Where each site is: its owner's verified domain, or its own host name here. */
    addresses,
    customization,
    customizationChat: createCustomizationChat({
      db,
      brain,
      customization,
      previews,
      photos: photoChoices,
    }),
    /** Photos an owner searches for and chooses for their site (decision 040). */
    photoChoices,
    images: createImageUploads({ db, customization, imageGate, pixelBudget }),
    email,
    integrations: createIntegrationsService({
      db,
      websites,
      customization,
      brain,
      email,
      scriptHosts: config.siteScriptHosts,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    /** The owner's inbox of what visitors sent through their sites' forms. */
    leads: createLeadsService({ db, websites, ...(deps.now ? { now: deps.now } : {}) }),
    /** The hosted sites' forms (`/_zappy/…`), answered by the hosting plugin. */
    siteForms: createSiteForms({
      db,
      sites: versions,
      delivery: email,
      appSecret: deps.appSecret,
      onError,
      leadStored: metrics.leadStored,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    /** What `startWorkers` runs in a worker process. */
    workers: {
      kinds: jobKinds,
      periodic: periodicTasks,
      heartbeatMs: config.jobs.heartbeatMs,
      staleAfterMs: config.jobs.staleAfterMs,
    },
  };
}

export type Services = ReturnType<typeof createServices>;
