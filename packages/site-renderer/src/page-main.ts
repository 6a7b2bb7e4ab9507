import { escapeHtml } from './escape';
import {
  planPaymentLinks,
  renderNewsletter,
  renderPaymentsBlock,
  standalonePayments,
} from './integrations';
import type { PageContext } from './page-context';
import { renderSection, sectionName, type SectionContext } from './sections';
import { assignSurfaces, type Surface } from './themes';

// Blocks the integrations add take a surface neither neighbour has.
const surfaceBetween = (before?: Surface, after?: Surface): Surface =>
  (['alt', 'base', 'inv'] as const).find((x) => x !== before && x !== after) ?? 'alt';

/**
 * The inside of `<main>`: the sections on their alternating surfaces, the payments block the
 * integrations add (after pricing, else before contact, else last) and the newsletter sign-up
 * (last). Exactly one h1: the first hero carries it; without a hero the company name does.
 */
export function renderMain(ctx: PageContext, image: SectionContext['image']): string {
  const { model, applied, t, body, firstHero } = ctx;
  const companyName = model.business.companyName;
  const page = {
    hasContact: body.some((s) => s.type === 'contact'),
    hasHoursSection: body.some((s) => s.type === 'hours'),
  };
  const surfaces = assignSurfaces(
    model.brand.style,
    body.map((s) => s.type),
  );
  const names = body.map((s) => sectionName(s, companyName, t).toLowerCase());
  const planLinks = planPaymentLinks(model, applied, t);
  const sectionHtml = body.map((section, i) =>
    renderSection(section, {
      model,
      icons: ctx.icons,
      image,
      surface: surfaces[i] ?? 'base',
      isMainHero: section === firstHero,
      labelled: names.filter((n) => n === names[i]).length === 1,
      t,
      language: ctx.language,
      rtl: ctx.dir === 'rtl',
      page,
      planLinks,
      at: ctx.marks.at,
    }),
  );
  const payments = standalonePayments(applied, planLinks);
  if (payments.length > 0) {
    const pricingAt = body.findIndex((s) => s.type === 'pricing');
    const contactAt = body.findIndex((s) => s.type === 'contact');
    const at = pricingAt >= 0 ? pricingAt + 1 : contactAt >= 0 ? contactAt : body.length;
    const surface = surfaceBetween(surfaces[at - 1], surfaces[at]);
    sectionHtml.splice(at, 0, renderPaymentsBlock(payments, { model, t, surface }));
    surfaces.splice(at, 0, surface);
  }
  if (applied.newsletter) {
    const surface = surfaceBetween(surfaces.at(-1));
    sectionHtml.push(renderNewsletter(applied.newsletter, { model, t, surface }));
  }
  const h1 = firstHero ? '' : `<h1 class="sr-only">${escapeHtml(companyName)}</h1>`;
  return h1 + sectionHtml.join('');
}
