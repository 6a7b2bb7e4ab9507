// The built Zappy server as end-to-end tests see it: a fresh embedded database every run, Google
// and a second OpenID provider through the local test issuers, and local accounts kept on beside.
// With `--photos`, a second instance on its own port and database whose photo service is the
// local Pexels server (support/pexels.ts): only the photo tests use it, so every other test's
// sites keep the offline art. With `--publishing`, another whose GitHub is the local one
// (support/github.ts), for the publishing test.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const photos = process.argv.includes('--photos');
const publishing = process.argv.includes('--publishing');
const variant = photos ? 'photos' : publishing ? 'publishing' : undefined;
const port = { photos: '3114', publishing: '3116' }[variant] ?? '3107';
const dataDir = fileURLToPath(
  new URL(`../../../../test-results/e2e-data${variant ? `-${variant}` : ''}`, import.meta.url),
);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The server reads ./.env: from its own empty folder, a developer's .env cannot change the tests.
process.chdir(dataDir);

Object.assign(process.env, {
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Paced as people see it, with room on a busy machine: the browser must find the deployment
  // still in progress when generation completes, as a person would, to show its modal.
  PROGRESS_STEP_DELAY_MS: '500',
  // Letters only: the test issuer does not form-decode HTTP Basic credentials.
  GOOGLE_CLIENT_ID: 'zappye2e',
  GOOGLE_CLIENT_SECRET: 'zappye2esecret',
  GOOGLE_ISSUER_URL: 'http://localhost:3108',
  // A self-hoster's own provider, which gives the profile only from UserInfo (oidc-issuer.mjs).
  OIDC_ISSUER_URL: 'http://localhost:3109',
  OIDC_CLIENT_ID: 'zappye2ekeycloak',
  OIDC_CLIENT_SECRET: 'zappye2ekeycloaksecret',
  OIDC_PROVIDER_NAME: 'Keycloak',
  AUTH_LOCAL_SIGNIN: 'true',
  // The owner's DNS host and mail relay: real servers on loopback (mail-dns-server.ts).
  SMTP_URL: 'smtp://127.0.0.1:3111',
  DNS_SERVERS: '127.0.0.1:3110',
});
if (photos) {
  Object.assign(process.env, {
    PHOTO_PROVIDER: 'pexels',
    PEXELS_API_KEY: 'pexels-test-key',
    PEXELS_API_URL: 'http://127.0.0.1:3113',
  });
}
if (publishing) process.env.GITHUB_API_URL = 'http://127.0.0.1:3115';
await import('../../../server/dist/server.js');
