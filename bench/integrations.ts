// Integrations and the contact form over HTTP with the offline engine: what an integration adds to
// the page a visitor downloads, how long an apply takes to be live, and how fast the hosting
// server takes a contact-form message.
import { ensureBuilt, startMeasuredApp } from './lib/app-server';
import { ownerClient, signInLocally } from './lib/owner-client';
import { getWithHost, pageWeight, postFormWithHost } from './lib/site-host';
import { percentile, printTable } from './lib/table';

const PORT = 3208;
const APPLIES = 6;
const MESSAGES = 40;

const PLAUSIBLE = {
  serverId: 'plausible',
  toolName: 'add_plausible',
  configuration: { domain: 'goldencrumb.example' },
};
/** Everything a typical owner would add: analytics, search, social, payments, newsletter. */
const TYPICAL = [
  PLAUSIBLE,
  {
    serverId: 'seo-business-data',
    toolName: 'set_business_data',
    configuration: { schemaType: 'Bakery', priceRange: '$$' },
  },
  { serverId: 'llms-txt', toolName: 'add_llms_txt', configuration: {} },
  {
    serverId: 'social-profiles',
    toolName: 'add_social_links',
    configuration: {
      instagram: 'https://instagram.com/goldencrumb',
      facebook: 'https://facebook.com/goldencrumb',
    },
  },
  { serverId: 'share-buttons', toolName: 'add_share_buttons', configuration: {} },
  {
    serverId: 'stripe',
    toolName: 'add_stripe_payment_link',
    configuration: { url: 'https://buy.stripe.com/test_abc123' },
  },
  { serverId: 'newsletter', toolName: 'add_newsletter_signup', configuration: {} },
];

ensureBuilt();
const app = await startMeasuredApp(PORT);

try {
  const owner = ownerClient(
    app.url,
    await signInLocally(app.url, 'bench-integrations@example.com'),
  );
  const session = await owner.readySession(
    'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes, open Tue-Sun 7-15',
  );
  const { website } = await owner.generateToLive(session);
  const websiteId = website.websiteId;
  const host = new URL(website.liveUrl ?? '').host;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  const apply = async (selectedIntegrations: object[]) => {
    const { versionNumber } = await owner.call<{ versionNumber: number }>(
      'POST',
      `/api/website/${websiteId}/integrations`,
      { selectedIntegrations },
    );
    await owner.waitForLive(websiteId, versionNumber);
  };

  const plain = await pageWeight(app.url, host);
  const toLive: number[] = [];
  for (let i = 0; i < APPLIES; i += 1) {
    const began = performance.now();
    await apply([{ ...PLAUSIBLE, priority: i % 2 === 0 ? 'medium' : 'high' }]);
    toLive.push(performance.now() - began);
  }
  const withAnalytics = await pageWeight(app.url, host);
  await apply(TYPICAL);
  const typical = await pageWeight(app.url, host);

  // The contact form as a visitor's browser sends it: a token, then the message.
  const tokenOf = async () =>
    (
      JSON.parse((await getWithHost(`${app.url}/_zappy/form-token`, host)).toString()) as {
        token: string;
      }
    ).token;
  const tokens: string[] = [];
  for (let i = 0; i < MESSAGES; i += 1) tokens.push(await tokenOf());
  // Tokens are refused for the first seconds (a person takes longer to fill the form).
  await new Promise((resolve) => setTimeout(resolve, 3200));
  const posts: number[] = [];
  let accepted = 0;
  for (const [i, token] of tokens.entries()) {
    const began = performance.now();
    const answer = await postFormWithHost(`${app.url}/_zappy/contact`, host, {
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      subject: 'A cake for Saturday',
      message: 'Could you make a sourdough birthday cake for twelve people?',
      website: '',
      _zt: token,
    });
    posts.push(performance.now() - began);
    if (answer.status === 200) accepted += 1;
  }

  printTable('Integrations (offline engine, embedded PGlite, one process)', [
    {
      measure: `apply an integration -> live (validate + render + deploy), ${APPLIES} times`,
      value: `p50 ${percentile(toLive, 50).toFixed(0)} ms, p95 ${percentile(toLive, 95).toFixed(0)} ms`,
      target: 'p50 < 2000 ms',
    },
    {
      measure: 'site page (HTML + CSS + JS, gzip): without -> with Plausible',
      value: `${kb(plain.gzip)} -> ${kb(withAnalytics.gzip)} (+${kb(withAnalytics.gzip - plain.gzip)}; the provider's own script not counted)`,
      target: '+5 KB gzip at most',
    },
    {
      measure: `site page with ${TYPICAL.length} typical integrations (gzip)`,
      value: `${kb(typical.gzip)} (+${kb(typical.gzip - plain.gzip)}), raw ${kb(typical.raw)}`,
      target: '<= 15 KB gzip (SITE-DESIGN budget)',
    },
    {
      measure: `contact-form message stored (hosting server, one IP), ${MESSAGES} posts`,
      value: `p50 ${percentile(posts, 50).toFixed(1)} ms, p95 ${percentile(posts, 95).toFixed(1)} ms; ${accepted} accepted, ${MESSAGES - accepted} rate-limited`,
      target: '5 per sender per 10 minutes',
    },
  ]);
} finally {
  await app.stop();
}
