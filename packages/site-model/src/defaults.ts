import { DEFAULT_BILLING_PERIOD, DEFAULT_CURRENCY, DEFAULT_THEME } from './constants';
import {
  AccessibilitySettingsSchema,
  BusinessHoursSchema,
  type AccessibilitySettings,
  type BusinessHours,
  type ImageSlot,
  type Palette,
  type PricingPlan,
  type SiteModel,
  type SiteStyle,
  type Typography,
} from './schema';

/**
 * Spec default hours: weekdays 09:00-17:00, Saturday and Sunday closed.
 *
 * @example createDefaultBusinessHours().saturday.closed // true
 */
export function createDefaultBusinessHours(): BusinessHours {
  return BusinessHoursSchema.parse({});
}

/**
 * Spec default accessibility settings: enabled, bottom-right, default theme, English.
 *
 * @example createDefaultAccessibility().position // 'bottom-right'
 */
export function createDefaultAccessibility(): AccessibilitySettings {
  return AccessibilitySettingsSchema.parse({});
}

/** A starting palette per style; each passes WCAG AA as is (the renderer still checks). */
export const STYLE_PALETTES: Record<SiteStyle, Palette> = {
  modern: {
    primary: '#4f46e5',
    accent: '#06b6d4',
    surface: '#ffffff',
    surfaceAlt: '#f4f5fb',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#e2e4f0',
  },
  elegant: {
    primary: '#7a4b2a',
    accent: '#b08d57',
    surface: '#fbf8f3',
    surfaceAlt: '#f3ece1',
    text: '#2a211b',
    textMuted: '#5e5248',
    border: '#e4d9c9',
  },
  playful: {
    primary: '#c4285c',
    accent: '#ffb020',
    surface: '#fffaf3',
    surfaceAlt: '#fff0e0',
    text: '#2b1d3a',
    textMuted: '#5b4a66',
    border: '#f3dcc4',
  },
  bold: {
    primary: '#c93512',
    accent: '#ffd400',
    surface: '#ffffff',
    surfaceAlt: '#f2f2f2',
    text: '#0a0a0a',
    textMuted: '#3d3d3d',
    border: '#0a0a0a',
  },
  minimal: {
    primary: '#111111',
    accent: '#2f6fde',
    surface: '#ffffff',
    surfaceAlt: '#f7f7f7',
    text: '#161616',
    textMuted: '#555555',
    border: '#e6e6e6',
  },
  corporate: {
    primary: '#0b5cad',
    accent: '#14b8a6',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#dbe3ec',
  },
};

/** The font pair per style (SITE-DESIGN.md "The six styles"). */
export const STYLE_TYPOGRAPHY: Record<SiteStyle, Typography> = {
  modern: { heading: 'sans', body: 'sans' },
  elegant: { heading: 'serif', body: 'sans' },
  playful: { heading: 'rounded', body: 'rounded' },
  bold: { heading: 'sans', body: 'sans' },
  minimal: { heading: 'sans', body: 'sans' },
  corporate: { heading: 'sans', body: 'sans' },
};

/** The spec's customization data (section 3), filled from a model. */
export type CustomizationData = {
  images: Pick<ImageSlot, 'id' | 'url' | 'alt' | 'dataSlot' | 'name' | 'description'>[];
  businessDetails: { companyName: string; tagline: string; description: string; industry: string };
  contactDetails: SiteModel['business']['contactDetails'];
  pricing: { plans: PricingPlan[]; currency: string; billingPeriod: string };
  colorTheme: { selectedTheme: SiteStyle; customColors: Partial<Palette>; activeColors: Palette };
  accessibility: AccessibilitySettings;
};

/**
 * The spec's customization data for a model; with no model, the spec defaults
 * (USD, monthly, theme modern, accessibility enabled bottom-right default en).
 *
 * @example getCustomizationData().pricing.currency // 'USD'
 */
export function getCustomizationData(model?: SiteModel): CustomizationData {
  const pricing = model?.sections.find((s) => s.type === 'pricing');
  return {
    images: (model?.images ?? []).map(({ id, url, alt, dataSlot, name, description }) => ({
      id,
      url,
      alt,
      dataSlot,
      name,
      description,
    })),
    businessDetails: {
      companyName: model?.business.companyName ?? '',
      tagline: model?.business.tagline ?? '',
      description: model?.business.description ?? '',
      industry: model?.business.industry ?? '',
    },
    contactDetails: model?.business.contactDetails ?? {
      email: '',
      phone: '',
      website: '',
      address: { street: '', city: '', state: '', zip: '', country: '' },
    },
    pricing: {
      plans: pricing?.type === 'pricing' ? pricing.plans : [],
      currency: pricing?.type === 'pricing' ? pricing.currency : DEFAULT_CURRENCY,
      billingPeriod: pricing?.type === 'pricing' ? pricing.billingPeriod : DEFAULT_BILLING_PERIOD,
    },
    colorTheme: {
      selectedTheme: model?.brand.style ?? DEFAULT_THEME,
      customColors: {},
      activeColors: model?.brand.palette ?? STYLE_PALETTES[DEFAULT_THEME],
    },
    accessibility: model?.accessibility ?? createDefaultAccessibility(),
  };
}
