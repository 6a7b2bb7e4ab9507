// The phrasebook (@zappy/locales, below this package) spells the model's key unions itself, so it
// can name every section, day, period, style and integration category without importing the
// model. These checks fail to compile the moment the two drift apart: a new section type or
// integration category needs its names in every language.
import type * as Locales from '@zappy/locales/types';
import type {
  BillingPeriod,
  FontStack,
  Integration,
  IntegrationCategory,
  SectionType,
  SiteStyle,
  WeekDay,
} from './schema';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;

export type LocaleKeysAgree = [
  Agrees<Same<SectionType, Locales.SectionType>>,
  Agrees<Same<WeekDay, Locales.WeekDay>>,
  Agrees<Same<BillingPeriod, Locales.BillingPeriod>>,
  Agrees<Same<SiteStyle, Locales.SiteStyle>>,
  Agrees<Same<FontStack, Locales.FontStack>>,
  Agrees<Same<IntegrationCategory, Locales.IntegrationCategory>>,
  Agrees<Same<Integration['priority'], Locales.IntegrationPriority>>,
  Agrees<Same<Integration['status'], Locales.IntegrationStatus>>,
];
