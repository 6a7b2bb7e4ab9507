import { LOCALES, byLanguage } from '@zappy/locales/languages';
import { languageOf } from '@zappy/locales/names';
import { industryWords } from '@zappy/locales/en/english';
import type { GoalKey, SitePhrases, WizardPhrases } from '@zappy/locales/types';
import { GENERAL_INDUSTRY, INDUSTRIES } from '../../knowledge/industries';

/** English copy with its industry words read from the knowledge base, which is in English. */
const english: SitePhrases = {
  ...LOCALES.en.copy,
  industries: Object.fromEntries(
    [...INDUSTRIES, GENERAL_INDUSTRY].map((industry) => [industry.key, industryWords(industry)]),
  ),
};

const PHRASEBOOKS = { ...byLanguage((locale) => locale.copy), en: english };
const WIZARD_PHRASEBOOKS = byLanguage((locale) => locale.wizard);

/** Whether the offline engine writes whole sites in this BCP 47 language ("es", "pt-BR"). */
export function isSiteLanguage(tag: string): boolean {
  return languageOf(tag) !== undefined;
}

/**
 * The phrasebook for a site's language; English for a language the offline engine cannot write
 * (the LLM engine writes those).
 *
 * @example sitePhrases('es-MX').language // 'es'
 */
export function sitePhrases(tag: string): SitePhrases {
  return PHRASEBOOKS[languageOf(tag) ?? 'en'];
}

/**
 * The wizard's words in the language the owner writes in; English for one the offline engine
 * does not speak.
 *
 * @example wizardPhrases('en').questions.tone // 'How should the website sound?'
 */
export function wizardPhrases(tag: string | undefined): WizardPhrases {
  return WIZARD_PHRASEBOOKS[languageOf(tag ?? 'en') ?? 'en'];
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
  const goal = (Object.keys(english.goals) as GoalKey[]).find((key) => english.goals[key] === cta);
  if (goal) return t.goals[goal];
  const at = english.industries[industryKey]?.ctas.indexOf(cta) ?? -1;
  return at >= 0
    ? (t.industries[industryKey]?.ctas[at] ?? t.industries[industryKey]?.ctas[0] ?? cta)
    : cta;
}
