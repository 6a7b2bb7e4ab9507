// For the end-to-end tests: the local stand-in for GitHub (apps/server/test/github-server.ts),
// its REST calls and the real `git http-backend` on one fixed port the publishing app server is
// told. Run: npx tsx apps/web/e2e/support/github.ts
import { startGitHubServer } from '../../../server/test/github-server';
import { E2E } from './ports';

await startGitHubServer({ port: Number(new URL(E2E.githubUrl).port) });
