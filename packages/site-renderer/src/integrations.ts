// Integrations on the page: one small, server-owned template per catalogue tool. The owner's
// settings arrive validated (`validateIntegration` in @zappy/site-model), but they are still
// treated as untrusted here: every value is re-checked for its shape (addresses and script hosts
// by the same site-model functions the validation uses), escaped, and reaches the page only
// through attributes or JSON data blocks, never inside a script body.
import { ACCESSIBILITY_FEATURES } from '@zappy/site-model/schema';
import type {
  AccessibilitySettings,
  Integration,
  SiteModel,
  WeekDay,
} from '@zappy/site-model/schema';
import {
  SHARE_NETWORKS,
  SOCIAL_NETWORKS,
  checkIntegrationScript,
  type IntegrationScript,
} from '@zappy/site-model/integrations';
import { checkSafeUrl } from '@zappy/site-model/safe-url';
import { cleanText, escapeHtml, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import { fill, messagesFor } from './i18n';
import {
  DISPLAY_DAYS,
  SUBSCRIBE_ACTION,
  addressLines,
  formGuards,
  formatPrice,
  hoursText,
  planKey,
  visibleSections,
  visibleText,
} from './sections';

type Configuration = Integration['configuration'];
type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

/** A pay button: a Stripe Payment Link or a PayPal.Me page. */
export type PaymentLink = {
  kind: 'stripe' | 'paypal';
  href: string;
  /** The owner's button text; blank: the localized default. */
  label: string;
  /** The pricing plan it pays for, as `planKey` gives it; '' for a button of its own. */
  plan: string;
};

/**
 * What the model's integrations ask of the page, read and re-checked. A tool applied twice
 * counts once, the later one winning; payment links add up.
 */
export type AppliedIntegrations = {
  googleAnalytics?: { measurementId: string; script: IntegrationScript };
  plausible?: { domain: string; src: string; script: IntegrationScript };
  umami?: { websiteId: string; src: string; script: IntegrationScript };
  payments: PaymentLink[];
  accessibility?: Partial<Omit<AccessibilitySettings, 'language'>>;
  meta?: { title: string; description: string; keywords: string[] };
  businessData?: { schemaType: string; priceRange: string };
  indexing?: { allowIndexing: boolean };
  llmsTxt?: { summary: string };
  social: { network: SocialNetwork; href: string }[];
  share?: { networks: ShareNetwork[] };
  newsletter?: { heading: string; text: string; buttonLabel: string };
};

/** Origins an applied integration loads from, by CSP directive. */
export type IntegrationSources = { script: string[]; connect: string[]; img: string[] };

const GA_ID = /^G-[A-Z0-9]{4,16}$/;
const SHARE_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  email: 'Email',
};
const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
/** The toolbar's option keys (`accessibility.js`) for the model's feature names. */
const TOOLBAR_KEYS: Record<AccessibilityFeature, string> = {
  textSize: 'size',
  textSpacing: 'spacing',
  lineHeight: 'line',
  invertColors: 'invert',
  grayHues: 'gray',
  underlineLinks: 'links',
  bigCursor: 'cursor',
  readingGuide: 'guide',
  textToSpeech: 'speech',
  disableAnimations: 'still',
};

function text(config: Configuration, key: string): string {
  const value = config[key];
  if (typeof value === 'string') return cleanText(value).trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** An address that passes `checkSafeUrl`, or undefined: never written to the page. */
function safeUrl(value: string) {
  const checked = checkSafeUrl(value);
  return checked.ok ? checked.value : undefined;
}

/**
 * Reads the model's integrations: known tools only, each setting checked for its shape again.
 * A script comes only from its service's hosts or from `scriptHosts` (the operator's
 * SITE_SCRIPT_HOSTS): a stored model naming any other is rendered without that script.
 *
 * @example readIntegrations(model).plausible?.script.url.origin // 'https://plausible.io'
 */
export function readIntegrations(
  model: SiteModel,
  scriptHosts: readonly string[] = [],
): AppliedIntegrations {
  const applied: AppliedIntegrations = { payments: [], social: [] };
  const scriptOf = (integration: Integration) => {
    const checked = checkIntegrationScript(
      integration.toolName,
      integration.configuration,
      scriptHosts,
    );
    return checked?.ok ? checked.value : undefined;
  };
  for (const integration of model.integrations) {
    const c = integration.configuration;
    switch (integration.toolName) {
      case 'add_google_analytics': {
        const id = text(c, 'measurementId');
        const script = scriptOf(integration);
        if (GA_ID.test(id) && script) applied.googleAnalytics = { measurementId: id, script };
        break;
      }
      case 'add_plausible': {
        const domain = text(c, 'domain');
        const script = scriptOf(integration);
        if (domain && script) {
          const base = script.url.href.replace(/[?#].*$/, '').replace(/\/+$/, '');
          applied.plausible = { domain, src: `${base}/js/script.js`, script };
        }
        break;
      }
      case 'add_umami': {
        const websiteId = text(c, 'websiteId');
        const script = scriptOf(integration);
        if (websiteId && script) applied.umami = { websiteId, src: script.url.href, script };
        break;
      }
      case 'add_stripe_payment_link': {
        const url = safeUrl(text(c, 'url'));
        if (url?.host === 'buy.stripe.com') {
          applied.payments.push({
            kind: 'stripe',
            href: url.href,
            label: text(c, 'label'),
            plan: planKey(text(c, 'plan')),
          });
        }
        break;
      }
      case 'add_paypal_button': {
        const username = text(c, 'username');
        if (!/^[A-Za-z0-9]{1,20}$/.test(username)) break;
        const amount = c['amount'];
        const currency = /^[A-Z]{3}$/.test(text(c, 'currency')) ? text(c, 'currency') : 'USD';
        const fixed =
          typeof amount === 'number' && Number.isFinite(amount) && amount > 0 && amount <= 100_000
            ? `/${Math.round(amount * 100) / 100}${currency}`
            : '';
        applied.payments.push({
          kind: 'paypal',
          href: `https://www.paypal.com/paypalme/${username}${fixed}`,
          label: text(c, 'label'),
          plan: '',
        });
        break;
      }
      case 'configure_accessibility_toolbar': {
        const settings: NonNullable<AppliedIntegrations['accessibility']> = {};
        if (typeof c['enabled'] === 'boolean') settings.enabled = c['enabled'];
        const position = oneOf(c['position'], [
          'bottom-right',
          'bottom-left',
          'top-right',
          'top-left',
        ] as const);
        if (position) settings.position = position;
        const theme = oneOf(c['theme'], ['default', 'dark', 'light'] as const);
        if (theme) settings.theme = theme;
        const features = c['features'];
        if (Array.isArray(features)) {
          // In the model's own order, so the same choice always renders the same bytes.
          const chosen = ACCESSIBILITY_FEATURES.filter((f) => features.includes(f));
          if (chosen.length > 0) settings.features = chosen;
        }
        applied.accessibility = { ...applied.accessibility, ...settings };
        break;
      }
      case 'set_meta_tags':
        applied.meta = {
          title: text(c, 'title'),
          description: text(c, 'description'),
          keywords: text(c, 'keywords')
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
            .slice(0, 30),
        };
        break;
      case 'set_business_data': {
        const schemaType = text(c, 'schemaType');
        applied.businessData = {
          schemaType: /^[A-Za-z]{2,60}$/.test(schemaType) ? schemaType : '',
          priceRange: text(c, 'priceRange'),
        };
        break;
      }
      case 'configure_indexing':
        if (typeof c['allowIndexing'] === 'boolean')
          applied.indexing = { allowIndexing: c['allowIndexing'] };
        break;
      case 'add_llms_txt':
        applied.llmsTxt = { summary: text(c, 'summary') };
        break;
      case 'add_social_links': {
        const social = new Map(applied.social.map((s) => [s.network, s.href]));
        for (const [network, { host }] of Object.entries(SOCIAL_NETWORKS)) {
          const url = safeUrl(text(c, network));
          if (url && new RegExp(`^${host}$`, 'i').test(url.host)) {
            social.set(network as SocialNetwork, url.href);
          }
        }
        applied.social = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
          const href = social.get(network);
          return href ? [{ network, href }] : [];
        });
        break;
      }
      case 'add_share_buttons': {
        const networks = c['networks'];
        const chosen = Array.isArray(networks)
          ? SHARE_NETWORKS.filter((n) => networks.includes(n))
          : [];
        if (chosen.length > 0) applied.share = { networks: chosen };
        break;
      }
      case 'add_newsletter_signup':
        applied.newsletter = {
          heading: text(c, 'heading'),
          text: text(c, 'text'),
          buttonLabel: text(c, 'buttonLabel'),
        };
        break;
      // send_from_domain, deliver_contact_form: server-side only, nothing on the page.
      default:
        break;
    }
  }
  return applied;
}

/**
 * The accessibility settings the page uses: the model's, with the toolbar integration's settings
 * over them.
 *
 * @example effectiveAccessibility(model).theme // 'dark' when the owner chose it
 */
export function effectiveAccessibility(
  model: SiteModel,
  applied = readIntegrations(model),
): AccessibilitySettings {
  return { ...model.accessibility, ...applied.accessibility };
}

/**
 * The model as the page shows it: SEO (meta tags, business data) and accessibility with the
 * integrations' settings applied. Blank settings keep the model's own values.
 *
 * @example effectiveModel(model).seo.title
 */
export function effectiveModel(model: SiteModel, applied = readIntegrations(model)): SiteModel {
  const { meta, businessData } = applied;
  if (!meta && !businessData && !applied.accessibility) return model;
  const seo = { ...model.seo, localBusiness: { ...model.seo.localBusiness } };
  if (meta?.title) seo.title = meta.title;
  if (meta?.description) seo.description = meta.description;
  if (meta && meta.keywords.length > 0) seo.keywords = meta.keywords;
  if (businessData?.schemaType) seo.localBusiness.schemaType = businessData.schemaType;
  if (businessData?.priceRange) seo.localBusiness.priceRange = businessData.priceRange;
  return { ...model, seo, accessibility: effectiveAccessibility(model, applied) };
}

/**
 * What the applied integrations need in the Content-Security-Policy, per directive, sorted and
 * without duplicates.
 *
 * @example integrationSources(readIntegrations(model)).script // ['https://plausible.io']
 */
export function integrationSources(applied: AppliedIntegrations): IntegrationSources {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  for (const tool of [applied.googleAnalytics, applied.plausible, applied.umami]) {
    if (tool) {
      script.push(tool.script.url.origin);
      connect.push(tool.script.url.origin, ...tool.script.connect);
      img.push(...tool.script.img);
    }
  }
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  return { script: uniq(script), connect: uniq(connect), img: uniq(img) };
}

/**
 * The analytics tags for the head. GA4's setup runs from the static `integrations.js`, which
 * reads the measurement ID from its own `data-ga4` attribute (CSP forbids inline script).
 */
export function renderAnalyticsTags(applied: AppliedIntegrations): string {
  const tags: string[] = [];
  const ga = applied.googleAnalytics;
  if (ga) {
    tags.push(
      `<script src="${ga.script.url.origin}/gtag/js?id=${escapeHtml(ga.measurementId)}" async></script>`,
      `<script src="integrations.js" data-ga4="${escapeHtml(ga.measurementId)}" defer></script>`,
    );
  }
  const p = applied.plausible;
  if (p)
    tags.push(
      `<script defer data-domain="${escapeHtml(p.domain)}" src="${escapeHtml(p.src)}"></script>`,
    );
  const u = applied.umami;
  if (u)
    tags.push(
      `<script defer src="${escapeHtml(u.src)}" data-website-id="${escapeHtml(u.websiteId)}"></script>`,
    );
  return tags.join('');
}

/**
 * `integrations.js`: the GA4 setup, the same bytes for every site. It takes the measurement ID
 * from its script tag's `data-ga4`, checks its shape and queues the gtag calls.
 */
export const INTEGRATIONS_SCRIPT = `(function () {
  'use strict';
  var tag = document.querySelector('script[data-ga4]');
  var id = tag && tag.getAttribute('data-ga4');
  if (!id || !/^G-[A-Z0-9]{4,16}$/.test(id)) return;
  window.dataLayer = window.dataLayer || [];
  function gtag() { window.dataLayer.push(arguments); }
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id);
})();
`;

/**
 * `data-` attributes on `<html>` that tell the toolbar its theme and tools; none for the
 * defaults (every tool, default theme), so such pages stay as they were.
 */
export function toolbarAttributes(settings: AccessibilitySettings): string {
  if (!settings.enabled) return '';
  const all = ACCESSIBILITY_FEATURES.every((f) => settings.features.includes(f));
  const tools = all
    ? ''
    : ` data-a11y-tools="${ACCESSIBILITY_FEATURES.filter((f) => settings.features.includes(f))
        .map((f) => TOOLBAR_KEYS[f])
        .join(' ')}"`;
  const theme =
    settings.theme === 'default' ? '' : ` data-a11y-theme="${escapeHtml(settings.theme)}"`;
  return `${tools}${theme}`;
}

/** Payment links that pay for a plan shown as a card, by plan key. */
export function planPaymentLinks(
  model: SiteModel,
  applied: AppliedIntegrations,
  t: Messages,
): Map<string, { href: string; label: string }> {
  const cardPlans = new Set(
    visibleSections(model).flatMap((s) =>
      s.type === 'pricing' && s.layout === 'cards' ? s.plans.map((p) => planKey(p.name)) : [],
    ),
  );
  const links = new Map<string, { href: string; label: string }>();
  for (const p of applied.payments) {
    if (p.plan && cardPlans.has(p.plan) && !links.has(p.plan))
      links.set(p.plan, { href: p.href, label: p.label || t.payOnline });
  }
  return links;
}

/** The payment links that get a button of their own (not on a plan card). */
export function standalonePayments(
  applied: AppliedIntegrations,
  planLinks: ReadonlyMap<string, { href: string }>,
): PaymentLink[] {
  return applied.payments.filter((p) => !(p.plan && planLinks.get(p.plan)?.href === p.href));
}

/** An id not taken by a model section (their ids share the page with these blocks). */
export function freeId(base: string, model: SiteModel): string {
  const taken = new Set(model.sections.map((s) => s.id));
  let id = base;
  for (let i = 2; taken.has(id); i++) id = `${base}-${i}`;
  return id;
}

/** The payments block: one button per standalone payment link. */
export function renderPaymentsBlock(
  payments: readonly PaymentLink[],
  ctx: { model: SiteModel; t: Messages; surface: string },
): string {
  if (payments.length === 0) return '';
  const { t } = ctx;
  const id = freeId('z-pay', ctx.model);
  // A link for a plan the page lists without buttons (a pricing table) names the plan.
  const planNames = new Map(
    visibleSections(ctx.model).flatMap((s) =>
      s.type === 'pricing' ? s.plans.map((p) => [planKey(p.name), p.name] as const) : [],
    ),
  );
  const text = (p: PaymentLink) => {
    const label = p.label || (p.kind === 'paypal' ? t.payPal : t.payOnline);
    const plan = p.plan ? planNames.get(p.plan) : undefined;
    return plan ? `${label} (${plan})` : label;
  };
  const buttons = payments
    .map(
      (p, i) =>
        `<a class="btn${i === 0 ? '' : ' btn-2'}" href="${escapeHtml(p.href)}">${escapeHtml(text(p))}</a>`,
    )
    .join('');
  return `<section id="${id}" class="sec s-${ctx.surface} sec-pay" aria-labelledby="${id}-h"><div class="wrap"><div class="narrow center"><h2 id="${id}-h">${escapeHtml(t.payHeading)}</h2><div class="actions">${buttons}</div></div></div></section>`;
}

/** The newsletter sign-up section, before the footer. */
export function renderNewsletter(
  newsletter: NonNullable<AppliedIntegrations['newsletter']>,
  ctx: { model: SiteModel; t: Messages; surface: string },
): string {
  const { t } = ctx;
  const id = freeId('z-news', ctx.model);
  const heading = visibleText(newsletter.heading) ? newsletter.heading : t.newsletter.heading;
  const button = visibleText(newsletter.buttonLabel) ? newsletter.buttonLabel : t.newsletter.button;
  const intro = visibleText(newsletter.text) ? `<p>${escapeHtml(newsletter.text)}</p>` : '';
  return (
    `<section id="${id}" class="sec s-${ctx.surface} sec-news" aria-labelledby="${id}-h"><div class="wrap"><div class="narrow center">` +
    `<h2 id="${id}-h">${escapeHtml(heading)}</h2>${intro}` +
    `<form class="form news-form" method="post" action="${SUBSCRIBE_ACTION}" data-zform="subscribe">` +
    `<div><label for="${id}-e">${escapeHtml(t.formEmail)}</label><input id="${id}-e" name="email" type="email" autocomplete="email" required></div>` +
    formGuards(id, t) +
    `<button class="btn" type="submit">${escapeHtml(button)}</button><p class="status" role="status" aria-live="polite"></p></form></div></div></section>`
  );
}

/** Share links for the page, built from its address; none without one. */
export function shareLinks(
  networks: readonly ShareNetwork[],
  siteUrl: string,
  title: string,
): { network: ShareNetwork; href: string }[] {
  if (!siteUrl) return [];
  const u = encodeURIComponent(siteUrl);
  const t = encodeURIComponent(cleanText(title));
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${cleanText(title)} ${siteUrl}`)}`,
    email: `mailto:?subject=${t}&body=${u}`,
  };
  return networks.map((network) => ({ network, href: hrefs[network] }));
}

/**
 * The footer's social profile and share links, as footer columns (each with its heading).
 * Links open in the same tab, like every other link of the site.
 */
export function renderFooterLinks(
  applied: AppliedIntegrations,
  ctx: { t: Messages; siteUrl: string; title: string },
): string {
  const { t } = ctx;
  const social = applied.social
    .map(
      (s) =>
        `<li><a href="${escapeHtml(s.href)}" rel="me noopener">${escapeHtml(SOCIAL_NAMES[s.network])}</a></li>`,
    )
    .join('');
  const share = shareLinks(applied.share?.networks ?? [], ctx.siteUrl, ctx.title)
    .map((s) => {
      const name =
        s.network === 'email'
          ? t.share.email
          : fill(t.share.on, { network: SHARE_NAMES[s.network] });
      return `<li><a href="${escapeHtml(safeHref(s.href))}">${escapeHtml(name)}</a></li>`;
    })
    .join('');
  return (
    (social
      ? `<div><h2>${escapeHtml(t.followUs)}</h2><ul class="social">${social}</ul></div>`
      : '') +
    (share
      ? `<div><h2>${escapeHtml(t.share.heading)}</h2><ul class="share">${share}</ul></div>`
      : '')
  );
}

/** Styles of the blocks the integrations add, only for those applied. */
export function integrationCss(applied: AppliedIntegrations, hasContactForm: boolean): string {
  let css = '';
  if (applied.newsletter) {
    // The contact section's form rules, when the page has no contact form to bring them.
    if (!hasContactForm) {
      css += `.form{display:grid;gap:1.1rem}.form label{display:block;font-weight:600;margin-bottom:.35rem;font-size:.95rem}.form input{width:100%;padding:.8rem .95rem;font:inherit;color:var(--tx);background:var(--bg);border:1px solid var(--bd-f);border-radius:calc(var(--rb) * .8)}.status{margin:0;min-height:1.5em;font-weight:600}.hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;
    }
    css += `.news-form{max-width:28rem;margin-inline:auto;text-align:start}.news-form .btn{justify-self:start}`;
  }
  if (applied.social.length > 0 || applied.share) {
    css += `.ftr .social,.ftr .share{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem}.ftr-simple+div{margin-top:1.5rem}`;
  }
  return css;
}

/** One line of plain text: no control characters, whitespace collapsed. */
function line(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ').trim();
}

/**
 * `llms.txt` (https://llmstxt.org): the business in plain text for AI assistants: name, summary,
 * the about section's story, the owner's note, then contact details, opening hours, services, prices and FAQ from the model,
 * headed in the site's language.
 *
 * @example renderLlmsTxt(model, 'https://x.example.com/', 'Walk-ins welcome').split('\n')[0]
 * // '# Golden Crumb Bakery'
 */
export function renderLlmsTxt(model: SiteModel, siteUrl: string, summary: string): string {
  const b = model.business;
  const c = b.contactDetails;
  const language = model.locale.language;
  const t = messagesFor(language);
  const quote = line(b.tagline) || line(model.seo.description) || line(b.description);
  const out: string[] = [`# ${line(b.companyName) || 'Website'}`, ''];
  if (quote) out.push(`> ${quote}`, '');
  // The page's own story, not the owner's first description: that one may still say hours and
  // prices that have since changed, which the lists below give from their homes.
  const about = visibleSections(model).find((s) => s.type === 'about');
  for (const paragraph of cleanText(about?.body ?? '').split(/\n\s*\n/)) {
    const p = line(paragraph);
    if (p && p !== quote) out.push(p, '');
  }
  if (line(summary)) out.push(line(summary), '');
  const section = (heading: string, items: string[]) => {
    const shown = items.map(line).filter(Boolean);
    if (shown.length > 0) out.push(`## ${line(heading)}`, '', ...shown.map((i) => `- ${i}`), '');
  };
  const address = addressLines(model).map(line).join(', ');
  section(t.footerContact, [
    siteUrl ? `${t.website}: ${siteUrl}` : '',
    c.email.trim() ? `${t.email}: ${c.email}` : '',
    c.phone.trim() ? `${t.call}: ${c.phone}` : '',
    address ? `${t.visit}: ${address}` : '',
  ]);
  section(t.headings.hours, [
    ...(b.hoursGiven
      ? DISPLAY_DAYS.map(
          (day: WeekDay) => `${t.days[day]}: ${hoursText(b.businessHours[day], t, language)}`,
        )
      : []),
    b.byAppointment ? t.byAppointment : '',
  ]);
  const shown = visibleSections(model);
  for (const s of shown) {
    if (s.type === 'services') {
      section(
        visibleText(s.heading) || t.headings.services,
        s.items.map((i) =>
          [line(i.title), line(i.text), line(i.price) ? `(${line(i.price)})` : '']
            .filter(Boolean)
            .join(' '),
        ),
      );
    } else if (s.type === 'pricing') {
      const per = t.periods[s.billingPeriod];
      section(
        visibleText(s.heading) || t.headings.pricing,
        s.plans.length > 0
          ? s.plans.map(
              (p) =>
                `${line(p.name)}: ${formatPrice(p.price, s.currency, language, t)}${p.price === 0 ? '' : ` ${per}`}${line(p.description) ? ` — ${line(p.description)}` : ''}`,
            )
          : [t.pricesOnRequest],
      );
    } else if (s.type === 'faq') {
      section(
        visibleText(s.heading) || t.headings.faq,
        s.items.map((i) => `${line(i.question)} ${line(i.answer)}`),
      );
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
