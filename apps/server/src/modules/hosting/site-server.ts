import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { compressVariants } from '../../lib/compressed-variants';
import { filePathFor } from '../../lib/site-path';
import type { SiteChanges } from '../../lib/site-changes';
import type { SiteUrls } from '../../lib/site-urls';
import type { ServableFile, VersionsService } from '../versions/versions.service';
import { addressAssets, IMMUTABLE_CACHE, isContentAddressed, REVALIDATE_CACHE } from './asset-urls';
import { createCustomHosts, type CustomHost, type CustomHostsDeps } from './custom-hosts';
import { NOT_FOUND_PAGE } from './not-found-page';
import { createSiteCache, type LiveSite } from './site-cache';
import type { SimpleRequest } from './simple-request';
import type { WireAnswer } from './socket-answers';
import { createSitePolicies } from './site-csp';
import { encodedBody, pickEncoding, type EncodedFile } from './site-files';

/** What the site server reads of a request: Node's, or the socket path's (simple-request.ts). */
type FileRequest = Pick<IncomingMessage, 'method' | 'headers'> & { url?: string };

/** The site forms' paths (`/_zappy/form-token`, `/_zappy/contact`, …): the app answers them. */
const FORMS_PREFIX = '/_zappy/';

/** A browser may keep a redirect between an owner's www and root domain this long (seconds). */
const REDIRECT_MAX_AGE = 3600;

/**
 * What a request's host name serves: a site (by its own host name or an owner's verified
 * domain), or a redirect to the owner's domain visitors use (the other of a www/apex pair).
 */
export type SiteTarget =
  { slug: string; redirectTo?: never } | { redirectTo: string; slug?: never };

/** `Example.com.:443` → `example.com`: how an owner's domain is looked up. */
function domainOfHost(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase().replace(/\.$/, '');
}

/** What a process's site server answered since it started, read by the metrics when scraped. */
export interface HostingCounts {
  /** Answers by HTTP status. */
  readonly byStatus: ReadonlyMap<number, number>;
  /** File requests answered from memory, and those that had to load the site or the file. */
  readonly cacheHits: number;
  readonly cacheMisses: number;
}

/**
 * One ready answer: the complete headers (length and encoding included), the body, and the
 * status line and headers as the socket path sends them.
 */
interface Answer {
  headers: Readonly<OutgoingHttpHeaders>;
  body: Buffer;
  head: Buffer;
}

type HostedAnswers = Readonly<Record<'identity' | 'gzip' | 'br', Answer>>;

/**
 * A file's headers (without length and encoding), its ready answers in each encoding, and its
 * 304's status line and headers for the socket path.
 */
interface HostedForm {
  headers: Readonly<OutgoingHttpHeaders>;
  answers: HostedAnswers;
  notModified: Buffer;
}

/** A status line and headers as bytes, each line ending in CRLF (socket-answers.ts). */
function wireHead(status: 200 | 304, headers: OutgoingHttpHeaders): Buffer {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}\r\n`);
  const statusLine = status === 200 ? 'HTTP/1.1 200 OK\r\n' : 'HTTP/1.1 304 Not Modified\r\n';
  return Buffer.from(statusLine + lines.join(''), 'latin1');
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
  /** Owners' verified domains (all, or those of the sites with these names): the domains module's. */
  readCustomHosts: CustomHostsDeps['read'];
  /** Redirects between owners' domains go to https, unless the app itself is on http. */
  secure: boolean;
  /** SITE_CACHE_MB in bytes: the file content this process keeps. */
  cacheBytes: number;
  /** The app's origin, which may frame the sites (its preview). */
  appOrigin: string;
  /** Self-hosted analytics hosts a page's policy may let scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts: readonly string[];
  onError: (error: unknown, context: string) => void;
}

/**
 * The files of deployed sites at their own host names (SITE_URL_TEMPLATE) and at their owners'
 * verified domains, from memory: each process loads a site's live files from the database on
 * first use and keeps them (site-cache.ts) until a change to the site is announced. Written
 * against Node's own request and response, so the HTTP server can answer a site's GET before any
 * app machinery runs (the hot path), and the app's hook can answer the same way
 * (hosting.plugin.ts).
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
  // What this process answered, for the metrics to read when scraped: plain numbers, so the hot
  // path does no more than add one.
  const byStatus = new Map<number, number>();
  const counts = { byStatus, cacheHits: 0, cacheMisses: 0 };
  const count = (status: number) => byStatus.set(status, (byStatus.get(status) ?? 0) + 1);

  function answersFor(file: EncodedFile, headers: OutgoingHttpHeaders): HostedAnswers {
    const answer = (encoding: 'gzip' | 'br' | undefined): Answer => {
      const body = encodedBody(file, encoding);
      const complete = {
        ...headers,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      };
      return { headers: complete, body, head: wireHead(200, complete) };
    };
    return { identity: answer(undefined), gzip: answer('gzip'), br: answer('br') };
  }

  const formOf = (file: EncodedFile, headers: OutgoingHttpHeaders): HostedForm => ({
    headers,
    answers: answersFor(file, headers),
    notModified: wireHead(304, headers),
  });

  function prepareFile(file: ServableFile): HostedFile {
    const headers = {
      ...baseHeaders,
      etag: `"${file.sha256}"`,
      'content-type': file.contentType,
      'content-security-policy': policies.header(file, frameAncestors),
    };
    return {
      ...file,
      ...formOf(file, { ...headers, 'cache-control': REVALIDATE_CACHE }),
      immutable: formOf(file, { ...headers, 'cache-control': IMMUTABLE_CACHE }),
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

  const customHosts = createCustomHosts({
    read: deps.readCustomHosts,
    siteChanges: deps.siteChanges,
    onError: deps.onError,
  });

  const cache = createSiteCache({
    versions: deps.versions,
    siteChanges: deps.siteChanges,
    budgetBytes: deps.cacheBytes,
    prepare,
    sizeOf: (file) => file.data.length + (file.gzip?.length ?? 0) + (file.brotli?.length ?? 0),
  });

  function send(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer) {
    count(status);
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

  /** What a request for a file gets: its 304 when the client holds it, else its answer. */
  function choose(req: FileRequest, file: HostedFile): { form: HostedForm; ready?: Answer } {
    const form = isContentAddressed(req.url ?? '/', file.sha256) ? file.immutable : file;
    if (req.headers['if-none-match'] === form.headers.etag) {
      count(304);
      return { form };
    }
    count(200);
    return {
      form,
      ready: form.answers[pickEncoding(req.headers['accept-encoding'], file) ?? 'identity'],
    };
  }

  /** The same choice as bytes, for the socket path. */
  function wireAnswer(req: SimpleRequest, file: HostedFile): WireAnswer {
    const { form, ready } = choose(req, file);
    return ready ? { head: ready.head, body: ready.body } : { head: form.notModified };
  }

  function answer(req: IncomingMessage, res: ServerResponse, file: HostedFile): void {
    const { form, ready } = choose(req, file);
    if (ready) {
      res.writeHead(200, ready.headers);
      res.end(ready.body);
    } else {
      res.writeHead(304, form.headers);
      res.end();
    }
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

  function redirect(req: IncomingMessage, res: ServerResponse, domain: string): void {
    // Only the path and query are kept: whatever the request line says, the host is ours to pick.
    const { pathname, search } = new URL(req.url ?? '/', 'http://host.invalid');
    const location = `${deps.secure ? 'https' : 'http'}://${domain}${pathname}${search}`;
    send(
      res,
      301,
      { ...baseHeaders, location, 'cache-control': `max-age=${REDIRECT_MAX_AGE}` },
      Buffer.alloc(0),
    );
  }

  /** The target an owner's domain entry names. */
  const targetOfHost = (host: CustomHost | undefined): SiteTarget | undefined =>
    host && (host.redirectTo ? { redirectTo: host.redirectTo } : { slug: host.slug });

  /** A GET or HEAD of a site's file (not its forms), which the site server answers itself. */
  const isFileRequest = (req: FileRequest) =>
    (req.method === 'GET' || req.method === 'HEAD') && !req.url?.startsWith(FORMS_PREFIX);

  function serve(
    req: IncomingMessage,
    res: ServerResponse,
    target: SiteTarget,
  ): Promise<void> | undefined {
    if (target.redirectTo !== undefined) {
      redirect(req, res, target.redirectTo);
      return undefined;
    }
    const { slug } = target;
    const path = filePathFor(req.url?.split('?')[0] ?? '/');
    const held = path && cache.held(slug, path);
    if (!held) {
      if (path) counts.cacheMisses += 1;
      return serveLoading(req, res, slug, path);
    }
    counts.cacheHits += 1;
    answer(req, res, held);
    return undefined;
  }

  /**
   * The site a file request is for when that is known without waiting (the HTTP server's hot
   * path): a site host, or an owner's domain held in memory. Undefined for anything else.
   */
  function heldFileTarget(req: FileRequest): SiteTarget | undefined {
    if (!isFileRequest(req)) return undefined;
    const slug = deps.siteUrls.slugFromHost(req.headers.host);
    if (slug) return { slug };
    return req.headers.host
      ? targetOfHost(customHosts.held(domainOfHost(req.headers.host)))
      : undefined;
  }

  return {
    heldFileTarget,

    /**
     * The answer to a site's file request as bytes (the socket path, socket-answers.ts): at once
     * when the file is in memory, else once it is loaded. Undefined, for the HTTP server to
     * answer, when the host is not known without waiting, redirects, or names no file there.
     */
    fileAnswer(req: SimpleRequest): WireAnswer | Promise<WireAnswer | undefined> | undefined {
      const slug = heldFileTarget(req)?.slug;
      const path = slug === undefined ? undefined : filePathFor(req.url.split('?')[0] ?? '/');
      if (slug === undefined || !path) return undefined;
      const held = cache.held(slug, path);
      if (held) {
        counts.cacheHits += 1;
        return wireAnswer(req, held);
      }
      return load(slug, path).then((file) => {
        if (!file) return undefined;
        counts.cacheMisses += 1;
        return wireAnswer(req, file);
      });
    },

    /**
     * What a host name serves: a site host's site, or what an owner's verified domain serves;
     * undefined for a name that serves no site (which may mean reading the domains first).
     */
    target(host: string | undefined): SiteTarget | undefined | Promise<SiteTarget | undefined> {
      const slug = deps.siteUrls.slugFromHost(host);
      if (slug) return { slug };
      if (!host) return undefined;
      const found = customHosts.lookup(domainOfHost(host));
      return found instanceof Promise ? found.then(targetOfHost) : targetOfHost(found);
    },

    isFileRequest,

    /**
     * Answers a GET or HEAD of a site's file: at once from memory when it is held (no promise
     * on the hot path), else once it is loaded. A failure is a plain 500, logged. A redirecting
     * domain answers 301 to the domain visitors use, path and query kept.
     */
    serve,

    /** Zappy's own 404 page, for a host name that serves no site. */
    serveNoSite(res: ServerResponse): void {
      send(res, 404, notFoundHeaders, notFoundBody);
    },

    /** What this process answered so far, by status, and how often from memory (the metrics). */
    counts: (): HostingCounts => counts,

    close: () => {
      cache.close();
      customHosts.close();
    },
  };
}

export type SiteServer = ReturnType<typeof createSiteServer>;
