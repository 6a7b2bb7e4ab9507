import type { Locale } from '../types';
import { copy } from './copy';
import { customize } from './customize';
import reading from './reading.json';
import sections from './sections.json';
import { site } from './site';
import { wizard } from './wizard';

export const en = {
  site,
  copy,
  wizard,
  customize,
  sections,
  reading,
} satisfies Locale;
