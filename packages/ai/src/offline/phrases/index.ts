import { SITE_LANGUAGES, type SiteLanguage } from '@zappy/contract/constants';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { he } from './he';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { GoalKey, SitePhrases } from './types';
import { wizardAr } from './wizard-ar';
import { wizardDe } from './wizard-de';
import { wizardEn } from './wizard-en';
import { wizardEs } from './wizard-es';
import { wizardFr } from './wizard-fr';
import { wizardHe } from './wizard-he';
import { wizardIt } from './wizard-it';
import { wizardNl } from './wizard-nl';
import { wizardPt } from './wizard-pt';
import type { WizardPhrases } from './wizard-types';

const PHRASEBOOKS: Record<SiteLanguage, SitePhrases> = { en, es, fr, de, it, pt, nl, he, ar };
const WIZARD_PHRASEBOOKS: Record<SiteLanguage, WizardPhrases> = {
  en: wizardEn,
  es: wizardEs,
  fr: wizardFr,
  de: wizardDe,
  it: wizardIt,
  pt: wizardPt,
  nl: wizardNl,
  he: wizardHe,
  ar: wizardAr,
};

/** The site language a BCP 47 tag names ("pt-BR" → "pt"), if the offline engine writes it. */
function siteLanguageOf(tag: string): SiteLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return (SITE_LANGUAGES as readonly string[]).includes(primary)
    ? (primary as SiteLanguage)
    : undefined;
}

/** Whether the offline engine writes whole sites in this BCP 47 language ("es", "pt-BR"). */
export function isSiteLanguage(tag: string): boolean {
  return siteLanguageOf(tag) !== undefined;
}

/**
 * The phrasebook for a site's language; English for a language the offline engine cannot write
 * (the LLM engine writes those).
 *
 * @example sitePhrases('es-MX').language // 'es'
 */
export function sitePhrases(tag: string): SitePhrases {
  return PHRASEBOOKS[siteLanguageOf(tag) ?? 'en'];
}

/**
 * The wizard's words in the language the owner writes in; English for one the offline engine
 * does not speak.
 *
 * @example wizardPhrases('en').questions.tone // 'How should the website sound?'
 */
export function wizardPhrases(tag: string | undefined): WizardPhrases {
  return WIZARD_PHRASEBOOKS[siteLanguageOf(tag ?? 'en') ?? 'en'];
}

/**
 * A call to action in the site's language: the reader's and the knowledge base's are English
 * ("Book an appointment"), so another language gets its own wording for the same goal; the
 * owner's own words stay as they are.
 *
 * @example localCallToAction('Book an appointment', 'salon', sitePhrases('es')) // 'Pide cita'
 */
export function localCallToAction(cta: string, industryKey: string, t: SitePhrases): string {
  if (t.language === 'en') return cta;
  const goal = (Object.keys(en.goals) as GoalKey[]).find((key) => en.goals[key] === cta);
  if (goal) return t.goals[goal];
  const at = en.industries[industryKey]?.ctas.indexOf(cta) ?? -1;
  return at >= 0
    ? (t.industries[industryKey]?.ctas[at] ?? t.industries[industryKey]?.ctas[0] ?? cta)
    : cta;
}
