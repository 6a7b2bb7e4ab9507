// The phrasebook (@zappy/locales, below this package) spells the model's key unions itself, so it
// can name every section, day, period and style without importing the model. These checks fail
// to compile the moment the two drift apart: a new section type needs its names in every language.
import type * as Locales from '@zappy/locales/types';
import type { BillingPeriod, FontStack, SectionType, SiteStyle, WeekDay } from './schema';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;

export type LocaleKeysAgree = [
  Agrees<Same<SectionType, Locales.SectionType>>,
  Agrees<Same<WeekDay, Locales.WeekDay>>,
  Agrees<Same<BillingPeriod, Locales.BillingPeriod>>,
  Agrees<Same<SiteStyle, Locales.SiteStyle>>,
  Agrees<Same<FontStack, Locales.FontStack>>,
];
