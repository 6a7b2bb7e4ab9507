import { BriefEditSchema } from '@zappy/contract/brief';
import { RequirementsSchema, type ServiceMode } from '@zappy/contract/requirements';
import { describe, expect, it } from 'vitest';
import { applyBriefEdit } from './brief-edits';

/** A mobile dog groomer's brief as the wizard sends it, without a mode. */
const EDIT = BriefEditSchema.parse({
  businessName: 'Paws on Wheels',
  industry: 'pet-grooming',
  description: '',
  address: { street: '', city: 'Bristol', state: '', zip: '', country: '' },
  services: [],
  plans: [],
  hoursNote: '',
  email: '',
  phone: '',
  website: '',
  goal: '',
  callToAction: '',
  language: 'en',
  notes: [],
});

const MOBILE = RequirementsSchema.parse({ serviceMode: 'mobile', serviceArea: ['Bath'] });

const modeAfter = (serviceMode: ServiceMode | undefined) =>
  applyBriefEdit(MOBILE, { ...EDIT, ...(serviceMode ? { serviceMode } : {}) }).serviceMode;

describe('a brief edit of how customers reach the business', () => {
  it('stores going to them and serving them online as the requirements’ modes', () => {
    expect(modeAfter('mobile')).toBe('mobile');
    expect(modeAfter('online')).toBe('online');
  });

  it('stores customers coming to the business as no mode, as the reader and generation read it', () => {
    const edited = applyBriefEdit(MOBILE, { ...EDIT, serviceMode: 'premises' });
    expect(edited.serviceMode).toBeUndefined();
    expect(RequirementsSchema.parse(JSON.parse(JSON.stringify(edited)))).not.toHaveProperty(
      'serviceMode',
    );
    // The towns covered are the owner's words: a mode change keeps them.
    expect(edited.serviceArea).toEqual(['Bath']);
  });

  it('keeps the stored mode for a client that does not send one', () => {
    expect(modeAfter(undefined)).toBe('mobile');
  });
});
