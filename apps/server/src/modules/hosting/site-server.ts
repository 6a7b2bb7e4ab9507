import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compressVariants } from '../../lib/compressed-variants';
import { filePathFor } from '../../lib/site-path';
import type { SiteChanges } from '../../lib/site-changes';
import type { SiteUrls } from '../../lib/site-urls';
import type { ServableFile, VersionsService } from '../versions/versions.service';
import { addressAssets, IMMUTABLE_CACHE, isContentAddressed, REVALIDATE_CACHE } from './asset-urls';
import { NOT_FOUND_PAGE } from './not-found-page';
import { createSiteCache, type LiveSite } from './site-cache';
import { createSitePolicies } from './site-csp';
import { encodedBody, pickEncoding, type EncodedFile } from './site-files';

/** The site forms' paths (`/_zappy/form-token`, `/_zappy/contact`, …): the app answers them. */
const FORMS_PREFIX = '/_zappy/';

/** One ready answer: the complete headers (length and encoding included) and the body. */
interface Answer {
  headers: Readonly<OutgoingHttpHeaders>;
  body: Buffer;
}

type HostedAnswers = Readonly<Record<'identity' | 'gzip' | 'br', Answer>>;

/** A file's headers (without length and encoding) and its ready answers in each encoding. */
interface HostedForm {
  headers: Readonly<OutgoingHttpHeaders>;
  answers: HostedAnswers;
}

/**
 * A hosted file as the cache keeps it: its bytes in each form and a ready answer for each, so a
 * request only picks one (no header object is built per request). It is checked on every use at
 * its plain name, and cached for good at its content address (`immutable`).
 */
interface HostedFile extends EncodedFile, HostedForm {
  sha256: string;
  immutable: HostedForm;
}

export interface SiteServerDeps {
  versions: Pick<VersionsService, 'liveSite' | 'blob'>;
  siteUrls: SiteUrls;
  siteChanges: SiteChanges;
  /** SITE_CACHE_MB in bytes: the file content this process keeps. */
  cacheBytes: number;
  /** The app's origin, which may frame the sites (its preview). */
  appOrigin: string;
  /** Self-hosted analytics hosts a page's policy may let scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts: readonly string[];
  onError: (error: unknown, context: string) => void;
}

/**
 * The files of deployed sites at their own host names (SITE_URL_TEMPLATE), from memory: each
 * process loads a site's live files from the database on first use and keeps them
 * (site-cache.ts) until a change to the site is announced. Written against Node's own request
 * and response, so the HTTP server can answer a site's GET before any app machinery runs (the
 * hot path), and the app's hook can answer the same way (hosting.plugin.ts).
 */
export function createSiteServer(deps: SiteServerDeps) {
  const frameAncestors = `'self' ${deps.appOrigin}`;
  const policies = createSitePolicies(deps.scriptHosts);
  const baseHeaders: OutgoingHttpHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    vary: 'Accept-Encoding',
  };
  // Zappy's own page for a host with no live site: one inline stylesheet, nothing else.
  const notFoundHeaders: OutgoingHttpHeaders = {
    ...baseHeaders,
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}`,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
  };
  const notFoundBody = Buffer.from(NOT_FOUND_PAGE);

  function answersFor(file: EncodedFile, headers: OutgoingHttpHeaders): HostedAnswers {
    const answer = (encoding: 'gzip' | 'br' | undefined): Answer => {
      const body = encodedBody(file, encoding);
      return {
        headers: {
          ...headers,
          'content-length': body.length,
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
        body,
      };
    };
    return { identity: answer(undefined), gzip: answer('gzip'), br: answer('br') };
  }

  function prepareFile(file: ServableFile): HostedFile {
    const headers = {
      ...baseHeaders,
      etag: `"${file.sha256}"`,
      'content-type': file.contentType,
      'content-security-policy': policies.header(file, frameAncestors),
    };
    const revalidating = { ...headers, 'cache-control': REVALIDATE_CACHE };
    const immutable = { ...headers, 'cache-control': IMMUTABLE_CACHE };
    return {
      ...file,
      headers: revalidating,
      answers: answersFor(file, revalidating),
      immutable: { headers: immutable, answers: answersFor(file, immutable) },
    };
  }

  /** A page with the site's files at their content addresses, compressed once for this version. */
  async function preparePage(file: ServableFile, site: LiveSite): Promise<HostedFile> {
    const assets = new Map<string, string>();
    for (const [path, ref] of site.files) {
      if (!ref.contentType.startsWith('text/html')) assets.set(path, ref.sha256);
    }
    const data = Buffer.from(addressAssets(file.data.toString('utf8'), assets));
    const sha256 = createHash('sha256').update(data).digest('hex');
    const variants = await compressVariants(data, file.contentType);
    return prepareFile({ sha256, contentType: file.contentType, data, ...variants });
  }

  const prepare = (file: ServableFile, site: LiveSite) =>
    file.contentType.startsWith('text/html') ? preparePage(file, site) : prepareFile(file);

  const cache = createSiteCache({
    versions: deps.versions,
    siteChanges: deps.siteChanges,
    budgetBytes: deps.cacheBytes,
    prepare,
    sizeOf: (file) => file.data.length + (file.gzip?.length ?? 0) + (file.brotli?.length ?? 0),
  });

  function send(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
    res.writeHead(status, { ...headers, 'content-length': body.length });
    res.end(body);
  }

  async function sendNotFound(res: ServerResponse, slug: string): Promise<void> {
    // The site's own page in its language when it is live; ours when there is no such site.
    const site = await cache.site(slug);
    const ref = site?.files.get('404.html');
    const page = site && ref && (await cache.file(ref, site));
    if (!page) {
      send(res, 404, notFoundHeaders, notFoundBody);
      return;
    }
    const headers = { ...page.headers, 'cache-control': 'no-cache' };
    delete headers.etag;
    send(res, 404, headers, page.data);
  }

  async function load(slug: string, path: string): Promise<HostedFile | undefined> {
    const site = await cache.site(slug);
    const ref = site?.files.get(path);
    return site && ref && cache.file(ref, site);
  }

  function answer(req: IncomingMessage, res: ServerResponse, file: HostedFile): void {
    const form = isContentAddressed(req.url ?? '/', file.sha256) ? file.immutable : file;
    if (req.headers['if-none-match'] === form.headers.etag) {
      res.writeHead(304, form.headers);
      res.end();
      return;
    }
    const ready = form.answers[pickEncoding(req.headers['accept-encoding'], file) ?? 'identity'];
    res.writeHead(200, ready.headers);
    res.end(ready.body);
  }

  async function serveLoading(
    req: IncomingMessage,
    res: ServerResponse,
    slug: string,
    path: string | undefined,
  ): Promise<void> {
    try {
      const file = path && (await load(slug, path));
      if (file) answer(req, res, file);
      else await sendNotFound(res, slug);
    } catch (error: unknown) {
      deps.onError(error, `serving ${slug}`);
      if (!res.headersSent) {
        send(res, 500, { 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('Error'));
      }
    }
  }

  return {
    /** The slug of the site whose file this request asks for; undefined for anything else. */
    fileRequestSlug(req: IncomingMessage): string | undefined {
      if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
      if (req.url?.startsWith(FORMS_PREFIX)) return undefined;
      return deps.siteUrls.slugFromHost(req.headers.host);
    },

    /**
     * Answers a GET or HEAD of a site's file: at once from memory when it is held (no promise
     * on the hot path), else once it is loaded. A failure is a plain 500, logged.
     */
    serve(req: IncomingMessage, res: ServerResponse, slug: string): Promise<void> | undefined {
      const path = filePathFor(req.url?.split('?')[0] ?? '/');
      const held = path && cache.held(slug, path);
      if (!held) return serveLoading(req, res, slug, path);
      answer(req, res, held);
      return undefined;
    },

    close: () => {
      cache.close();
    },
  };
}

export type SiteServer = ReturnType<typeof createSiteServer>;
