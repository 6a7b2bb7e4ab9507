// The phrasebook (@zappy/locales, below this package) spells the fidelity report's key unions
// itself, so the preview's fidelity panel has words for every kind of fact and every reason. These
// checks fail to compile the moment the two drift apart: a new kind needs its words in every
// language.
import type * as Locales from '@zappy/locales/types';
import type { FidelityFactKind, LeftOutReason, OmittedSectionReason } from './fidelity';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<T extends true> = T;

export type LocaleKeysAgree = [
  Agrees<Same<FidelityFactKind, Locales.FidelityFactKind>>,
  Agrees<Same<LeftOutReason, Locales.LeftOutReason>>,
  Agrees<Same<OmittedSectionReason, Locales.OmittedSectionReason>>,
];
