// For the end-to-end tests: the local server that speaks the Pexels API (apps/server/test), on a
// fixed port the photo app server is told. Run: npx tsx apps/web/e2e/support/pexels.ts
import { startPexelsServer } from '../../../server/test/pexels-server';
import { E2E } from './ports';

await startPexelsServer(Number(new URL(E2E.pexelsUrl).port));
