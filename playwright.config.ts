import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import { E2E } from './apps/web/e2e/support/ports';

/**
 * End-to-end tests: the built server (SPA + API) on a fresh embedded database, a real OIDC test
 * issuer standing in for Google, and Debian's Chromium. Never `npx playwright install`.
 */
export default defineConfig({
  testDir: './apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: E2E.appUrl,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/web/e2e/support/oidc-issuer.mjs',
      url: `${E2E.issuerUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx apps/server/test/mail-dns-server.ts',
      url: `${E2E.mailControlUrl}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/web/e2e/support/app-server.mjs',
      url: `${E2E.appUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Answers 401 without the key: up is all the check asks.
      command: 'npx tsx apps/web/e2e/support/pexels.ts',
      url: `${E2E.pexelsUrl}/v1/search`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/web/e2e/support/app-server.mjs --photos',
      url: `${E2E.photoAppUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // Answers 401 without the token: up is all the check asks.
      command: 'npx tsx apps/web/e2e/support/github.ts',
      url: `${E2E.githubUrl}/user`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node apps/web/e2e/support/app-server.mjs --publishing',
      url: `${E2E.publishingAppUrl}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
