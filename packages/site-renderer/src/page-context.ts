import type { Section, SiteModel } from '@zappy/site-model/schema';
import type { Messages } from '@zappy/locales/types';
import { editMarks, type EditMarks } from './edit-paths';
import { messagesFor, textDirection } from './i18n';
import { IconSet } from './icons';
import { effectiveModel, readIntegrations, type AppliedIntegrations } from './integrations';
import { visibleSections } from './sections';

/** What every part of a page is rendered from: the model as shown, its words and its sections. */
export type PageContext = {
  /** The model as the owner stored it (its CSP names the integrations' origins). */
  source: SiteModel;
  /** The model with the integrations' SEO and toolbar settings applied over it. */
  model: SiteModel;
  applied: AppliedIntegrations;
  t: Messages;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The icons the page uses; its sprite is built once every part has asked for its icons. */
  icons: IconSet;
  /** The sections shown in `<main>`, in order (the footer section is the page's footer). */
  body: Section[];
  /** The first hero, which carries the page's h1. */
  firstHero: Section | undefined;
  /** What marks each editable text with its path: the owner's pick page only (`editPaths`). */
  marks: EditMarks;
  /** The operator's further script hosts (`RenderOptions.scriptHosts`). */
  scriptHosts: readonly string[];
};

type Link = { label: string; href: string };

/**
 * The model without links to sections it does not show ("#hours" after the hours section was
 * removed): a button or footer entry that leads nowhere would promise what the page lacks.
 */
function withoutDeadLinks(model: SiteModel, body: readonly Section[]): SiteModel {
  const ids = new Set(body.map((s) => s.id));
  const leads = (link: Link | undefined) =>
    link !== undefined &&
    (!link.href.startsWith('#') || link.href === '#top' || ids.has(link.href.slice(1)));
  const sections = model.sections.map((s): Section => {
    if (s.type === 'footer') return { ...s, links: s.links.filter(leads) };
    if (s.type !== 'hero' && s.type !== 'cta') return s;
    const { primaryAction, secondaryAction, ...rest } = s;
    return {
      ...rest,
      ...(leads(primaryAction) ? { primaryAction } : {}),
      ...(leads(secondaryAction) ? { secondaryAction } : {}),
    };
  });
  return { ...model, sections };
}

/**
 * The context of a site's page; `editPaths` marks its texts for point and edit.
 *
 * @example createPageContext(model).dir // 'ltr'
 */
export function createPageContext(
  source: SiteModel,
  options: { editPaths?: boolean | undefined; scriptHosts?: readonly string[] | undefined } = {},
): PageContext {
  const scriptHosts = options.scriptHosts ?? [];
  const applied = readIntegrations(source, scriptHosts);
  const shown = effectiveModel(source, applied);
  const model = withoutDeadLinks(shown, visibleSections(shown));
  const language = model.locale.language;
  const body = visibleSections(model).filter((s) => s.type !== 'footer');
  return {
    source,
    model,
    applied,
    t: messagesFor(language),
    language,
    dir: textDirection(language, model.locale.direction),
    icons: new IconSet(),
    body,
    firstHero: body.find((s) => s.type === 'hero'),
    marks: editMarks(options.editPaths === true),
    scriptHosts,
  };
}
