import { describe, expect, it } from 'vitest';
import {
  BRIEF_MESSAGES,
  BriefEditSchema,
  MAX_AREA_LENGTH,
  MAX_SERVICE_AREAS,
  WizardBriefSchema,
} from './brief';
import { RequirementsSchema, SERVICE_MODES } from './requirements';

/** A whole brief as the wizard sends it. */
const EDIT = {
  businessName: 'Paws on Wheels',
  industry: 'pet-grooming',
  description: '',
  address: { street: '', city: 'Bristol', state: '', zip: '', country: '' },
  services: [],
  plans: [],
  hoursNote: '',
  serviceArea: ['Bristol', 'Bath'],
  byAppointment: true,
  serviceMode: 'mobile',
  email: '',
  phone: '',
  website: '',
  goal: 'bookings',
  callToAction: '',
  language: 'en',
  notes: [],
};

const errorsOf = (edit: object) =>
  BriefEditSchema.safeParse(edit).error?.issues.map((issue) => issue.message) ?? [];

describe('the brief edit', () => {
  it('takes the service area and "by appointment", trimmed', () => {
    const parsed = BriefEditSchema.parse({ ...EDIT, serviceArea: [' Bristol ', 'Bath'] });
    expect(parsed).toMatchObject({ serviceArea: ['Bristol', 'Bath'], byAppointment: true });
  });

  it('leaves them out for a client that does not know them', () => {
    const older: Record<string, unknown> = { ...EDIT };
    delete older['serviceArea'];
    delete older['byAppointment'];
    delete older['serviceMode'];
    const parsed = BriefEditSchema.parse(older);
    expect(parsed.serviceArea).toBeUndefined();
    expect(parsed.byAppointment).toBeUndefined();
    expect(parsed.serviceMode).toBeUndefined();
  });

  it('takes how customers reach the business in the requirements’ own words', () => {
    for (const serviceMode of SERVICE_MODES) {
      expect(BriefEditSchema.parse({ ...EDIT, serviceMode }).serviceMode).toBe(serviceMode);
      expect(RequirementsSchema.parse({ serviceMode }).serviceMode).toBe(serviceMode);
    }
  });

  it('refuses any other way of reaching customers, null included', () => {
    for (const serviceMode of ['visit', 'Mobile', '', null, true]) {
      expect(errorsOf({ ...EDIT, serviceMode }), String(serviceMode)).toEqual([
        BRIEF_MESSAGES.invalidServiceMode,
      ]);
    }
  });

  it('refuses too long an area, too many areas and a blank one, saying which', () => {
    expect(errorsOf({ ...EDIT, serviceArea: ['Bath', 'x'.repeat(MAX_AREA_LENGTH + 1)] })).toEqual([
      BRIEF_MESSAGES.areaTooLong(2),
    ]);
    expect(errorsOf({ ...EDIT, serviceArea: Array(MAX_SERVICE_AREAS + 1).fill('Bath') })).toEqual([
      BRIEF_MESSAGES.tooManyAreas,
    ]);
    expect(errorsOf({ ...EDIT, serviceArea: ['  '] })).toHaveLength(1);
    expect(BRIEF_MESSAGES.areaTooLong(2)).toBe('Area 2 can be at most 200 characters');
  });

  it('caps areas as the requirements do, so a saved brief always fits the session', () => {
    const areas = Array(MAX_SERVICE_AREAS).fill('y'.repeat(MAX_AREA_LENGTH));
    expect(BriefEditSchema.safeParse({ ...EDIT, serviceArea: areas }).success).toBe(true);
    expect(RequirementsSchema.safeParse({ serviceArea: areas }).success).toBe(true);
  });
});

describe('the brief shown', () => {
  it('may carry the kinds of business by name and the picked image, and parses without them', () => {
    const requirements = RequirementsSchema.parse({});
    expect(WizardBriefSchema.safeParse({ requirements, notUsed: [] }).success).toBe(true);
    const shown = WizardBriefSchema.parse({
      requirements,
      notUsed: [],
      industries: [{ value: 'bakery', label: 'Bakery' }],
      heroImage: { id: 'hero-bakery-1', url: 'data:image/svg+xml;base64,', alt: 'Bread' },
    });
    expect(shown.heroImage?.alt).toBe('Bread');
  });
});
