import { request } from 'node:http';

/** JSON API calls to a running Zappy process. */
export function createApiClient(baseUrl: string, token?: string) {
  // The caller names the response type it expects (the contract's), as the web client does.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  return async function api<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  };
}

/** GET a hosted site's page: same server, the site's own Host header (fetch can't set it). */
export function getSite(
  baseUrl: string,
  host: string,
  path = '/',
): Promise<{ status: number; body: string }> {
  const target = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: target.hostname, port: target.port, path: target.pathname, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
