import { renderBrandLink } from './brand-mark';
import { escapeHtml, safeHref } from './escape';
import type { PageContext } from './page-context';
import { visibleText } from './sections';

type NavLink = { label: string; href: string };

/** The menu: one entry per label, since two sections sharing one would read as a duplicate link. */
export function navigationLinks(ctx: PageContext): NavLink[] {
  const labels = new Set<string>();
  return ctx.body
    .filter((s) => {
      const label = visibleText(s.navLabel).toLowerCase();
      if (label === '' || labels.has(label)) return false;
      labels.add(label);
      return true;
    })
    .map((s) => ({ label: s.navLabel, href: `#${s.id}` }));
}

/** The header's button: the hero's main action, else a link to the contact section. */
function headerAction(ctx: PageContext): NavLink | undefined {
  const { firstHero, t } = ctx;
  const heroAction = firstHero?.type === 'hero' ? firstHero.primaryAction : undefined;
  if (heroAction && heroAction.label.trim()) return heroAction;
  return ctx.body.some((s) => s.type === 'contact')
    ? { label: t.contactUs, href: '#contact' }
    : undefined;
}

/** The page's header: the brand, the menu (a toggle on small screens) and the header's button. */
export function renderHeader(ctx: PageContext, links: readonly NavLink[]): string {
  const { t, icons } = ctx;
  const nav =
    links.length > 0
      ? `<nav aria-label="${escapeHtml(t.mainNav)}"><button class="nav-toggle" type="button" aria-expanded="false" aria-controls="z-menu">${icons.use('menu')}${escapeHtml(t.menu)}</button><ul id="z-menu" class="menu">${links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`).join('')}</ul></nav>`
      : '';
  const action = headerAction(ctx);
  const button = action
    ? `<a class="btn" href="${escapeHtml(safeHref(action.href))}">${escapeHtml(action.label)}</a>`
    : '';
  return `<header class="hdr"><div class="wrap nav-row">${renderBrandLink(ctx.model.business.companyName)}${nav}${button}</div></header>`;
}
