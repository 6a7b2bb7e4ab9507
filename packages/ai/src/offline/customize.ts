import type { Widget } from '@zappy/contract/widgets';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { STYLE_TYPOGRAPHY } from '@zappy/site-model/defaults';
import {
  SectionSchema,
  type Section,
  type SectionType,
  type SiteModel,
} from '@zappy/site-model/schema';
import { listSectionTexts } from '@zappy/site-model/edit';
import { findColor, suggestPalettes } from '../palettes';
import type { CustomizationState, CustomizationTurn, Feedback, SiteEdit } from '../schemas';
import { extractEmail, extractPhone, extractStyle, extractWebsite } from './extract';
import { extractHours } from './hours';
import { sitePhrases } from './phrases/index';

const SECTION_WORDS: readonly [RegExp, SectionType][] = [
  [/\bfaq|questions\b/i, 'faq'],
  [/\bpric(?:e|es|ing)|plans?\b/i, 'pricing'],
  [/\bgaller(?:y|ies)|photos\b/i, 'gallery'],
  [/\btestimonials?|reviews?\b/i, 'testimonials'],
  [/\bteam|staff\b/i, 'team'],
  [/\bstats|numbers\b/i, 'stats'],
  [/\bhours|opening\b/i, 'hours'],
  [/\babout\b/i, 'about'],
  [/\bservices\b/i, 'services'],
  [/\bfeatures|why us\b/i, 'features'],
];

const emptyState = (): CustomizationState => ({
  version: 1,
  turn: 0,
  pendingEdits: [],
  pendingTopic: null,
});

function sectionFromText(text: string): SectionType | undefined {
  return SECTION_WORDS.find(([re]) => re.test(text))?.[1];
}

/** Reads one request into edits; unknown requests get a menu of what can change. */
function editsFor(
  model: SiteModel,
  text: string,
): { edits: SiteEdit[]; reply: string; widget: Widget | null } {
  const edits: SiteEdit[] = [];
  const notes: string[] = [];
  const lowered = text.toLowerCase();
  const style = extractStyle(text);
  const color =
    /colou?r|palette|green|blue|red|purple|orange|pink|teal|navy|brown|black|gr[ae]y|gold|yellow|#[0-9a-f]{3,6}/i.test(
      text,
    )
      ? findColor(text)
      : undefined;
  const headline = /(?:headline|heading|title)\s+(?:to|:)\s*["“]?([^"”\n]{2,120})["”]?/i.exec(
    text,
  )?.[1];
  const email = extractEmail(text);
  const phone = extractPhone(text);
  const website = extractWebsite(text);
  const hours = /\b(?:open|hours|closed)\b/i.test(text) ? extractHours(text) : undefined;
  const price =
    /\b(?:price|cost)\s+(?:of\s+)?(?:the\s+)?["“]?([\w\s-]{2,40}?)["”]?\s+(?:plan\s+)?(?:to|at)\s+\$?(\d+(?:\.\d+)?)/i.exec(
      text,
    );
  if (color) {
    const palette = suggestPalettes({
      colors: [color],
      style: model.brand.style,
      industry: model.business.industry,
    })[0]?.palette;
    if (palette) {
      edits.push({ op: 'setPalette', palette });
      notes.push(`a ${color} palette that keeps every text readable`);
    }
  }
  if (style && /\b(?:style|look|feel|more|make it|design)\b/i.test(text)) {
    edits.push({ op: 'setStyle', style }, { op: 'setFonts', typography: STYLE_TYPOGRAPHY[style] });
    notes.push(`the ${style} style`);
  }
  if (headline) {
    edits.push({
      op: 'setSectionText',
      sectionId: model.sections.find((s) => s.type === 'hero')?.id ?? 'hero',
      path: 'heading',
      value: headline.trim(),
    });
    notes.push(`the headline “${headline.trim()}”`);
  }
  if (email || phone || website) {
    edits.push({
      op: 'updateBusinessInfo',
      patch: {
        contactDetails: {
          ...(email ? { email } : {}),
          ...(phone ? { phone } : {}),
          ...(website ? { website } : {}),
        },
      },
    });
    notes.push('your contact details');
  }
  if (hours) {
    edits.push({ op: 'updateBusinessInfo', patch: { businessHours: hours } });
    notes.push('your opening hours');
  }
  const pricing = model.sections.find((s) => s.type === 'pricing');
  if (price && pricing?.type === 'pricing') {
    const index = pricing.plans.findIndex(
      (p) => p.name.toLowerCase() === (price[1] ?? '').trim().toLowerCase(),
    );
    if (index >= 0) {
      edits.push({ op: 'updatePricingPlan', index, patch: { price: Number(price[2]) } });
      notes.push(`the ${pricing.plans[index]?.name ?? ''} price`);
    }
  }
  const section = sectionFromText(text);
  if (section && /\b(?:remove|delete|drop|hide|get rid of)\b/i.test(lowered)) {
    const existing = model.sections.find((s) => s.type === section);
    if (existing) {
      edits.push({ op: 'removeSection', sectionId: existing.id });
      notes.push(`removing the ${section} section`);
    }
  } else if (
    section &&
    /\b(?:add|include|show|need)\b/i.test(lowered) &&
    !model.sections.some((s) => s.type === section)
  ) {
    edits.push({ op: 'addSection', section: starterSection(model, section) });
    notes.push(`a new ${section} section`);
  }
  if (edits.length > 0) {
    return {
      edits,
      reply: `Here is what I will change: ${notes.join('; ')}. Applying it now.`,
      widget: null,
    };
  }
  return {
    edits,
    reply:
      'What would you like to change? Pick one, or describe it in your own words (for example “make it green” or “change the headline to Fresh bread daily”).',
    widget: {
      type: 'customization_options',
      question: 'What would you like to change?',
      options: [
        { value: 'colors', label: 'Colours', description: 'Try a different palette' },
        { value: 'style', label: 'Style', description: SITE_STYLES.join(', ') },
        { value: 'headline', label: 'Headline', description: 'Rewrite the main heading' },
        { value: 'contact', label: 'Contact details', description: 'Email, phone, address, hours' },
        { value: 'sections', label: 'Sections', description: 'Add or remove a section' },
      ],
    },
  };
}

function starterSection(model: SiteModel, type: SectionType): Section {
  const name = model.business.companyName;
  const base = { id: type, navLabel: sitePhrases(model.locale.language).navLabels[type] };
  switch (type) {
    case 'faq':
      return SectionSchema.parse({
        ...base,
        type,
        heading: `Questions about ${name}`,
        items: [
          {
            question: `How do I contact ${name}?`,
            answer: model.business.contactDetails.email
              ? `Email ${model.business.contactDetails.email}.`
              : 'Use the contact form below.',
          },
        ],
      });
    case 'hours':
      return SectionSchema.parse({ ...base, type, heading: `${name} opening hours` });
    default:
      return SectionSchema.parse({
        ...base,
        type: 'features',
        id: type === 'features' ? 'features' : `${type}-info`,
        heading: `${name}: ${type}`,
      });
  }
}

/**
 * One customization turn of the offline engine: reads the request into typed edits (palette,
 * style, headline, contact details, hours, prices, sections) or offers a menu.
 *
 * @example customizeOffline(model, 'make it green', null).edits[0]?.op // 'setPalette'
 */
export function customizeOffline(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
): CustomizationTurn {
  const current = state ?? emptyState();
  const choice = message.trim().toLowerCase();
  const menu: Record<string, string> = {
    colors: 'Which colour should lead? Name one (for example “deep green”) or a hex code.',
    style: `Which style: ${SITE_STYLES.join(', ')}?`,
    headline: 'What should the new headline say? Write “headline: …”.',
    contact: 'Send the new email, phone number or hours.',
    sections: 'Which section should I add or remove?',
  };
  const follow = menu[choice];
  if (follow) {
    return {
      reply: follow,
      widget: null,
      readyToApply: false,
      edits: [],
      state: { ...current, turn: current.turn + 1, pendingTopic: choice },
    };
  }
  const topicText =
    current.pendingTopic === 'headline' && !/headline|heading|title/i.test(message)
      ? `headline: ${message}`
      : current.pendingTopic === 'style'
        ? `make it ${message} style`
        : current.pendingTopic === 'colors'
          ? `colour ${message}`
          : message;
  const { edits, reply, widget } = editsFor(model, topicText);
  return {
    reply,
    widget,
    readyToApply: edits.length > 0,
    edits,
    state: { ...current, turn: current.turn + 1, pendingEdits: edits, pendingTopic: null },
  };
}

/**
 * Reviews a site and the owner's feedback: concrete suggestions, and questions where the model
 * lacks facts.
 *
 * @example feedbackOffline(model, 'feels too plain').suggestions.length > 0 // true
 */
export function feedbackOffline(model: SiteModel, feedback: string): Feedback {
  const suggestions: string[] = [];
  const questions: string[] = [];
  const name = model.business.companyName;
  const contact = model.business.contactDetails;
  const types = new Set(model.sections.map((s) => s.type));
  if (/plain|boring|bland|dull/i.test(feedback))
    suggestions.push(
      `Switch ${name} to the bold or playful style, or a palette with a stronger accent colour.`,
    );
  if (/busy|cluttered|too much|long/i.test(feedback))
    suggestions.push(
      `Try the minimal style and remove one of ${[...types]
        .filter((t) => t !== 'hero' && t !== 'footer' && t !== 'contact')
        .slice(0, 2)
        .join(' or ')}.`,
    );
  if (/colou?r/i.test(feedback))
    suggestions.push(
      'Pick another palette from the colour options; each one passes contrast checks.',
    );
  if (/text|copy|words|wording/i.test(feedback))
    suggestions.push(
      `Tell me the phrases your customers use about ${name}; I will put them in the headline and the services.`,
    );
  if (!contact.email && !contact.phone)
    questions.push(`What email or phone number should visitors use to reach ${name}?`);
  if (!contact.address.city) questions.push(`Which city is ${name} in? It helps local search.`);
  if (!types.has('faq'))
    suggestions.push('Add an FAQ section: it answers common questions and helps search engines.');
  if (!types.has('pricing')) questions.push('Would you like to show prices or packages?');
  const hero = model.sections.find((s) => s.type === 'hero');
  if (hero && listSectionTexts(hero).some((t) => t.path === 'heading' && t.value.length > 60))
    suggestions.push('Shorten the headline to under 60 characters so it fits on a phone screen.');
  if (suggestions.length === 0)
    suggestions.push(`Add a photo of ${name} in the hero: real photos build trust.`);
  return { suggestions: suggestions.slice(0, 12), questions: questions.slice(0, 8) };
}
