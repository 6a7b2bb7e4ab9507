import { describe, expect, it } from 'vitest';
import { BriefEditSchema } from '@zappy/contract/brief';
import { RequirementsSchema } from '@zappy/contract/requirements';
import { loadAppWords } from '@zappy/locales/app-words';
import { briefEditOf, briefErrors, briefToSend, showsServiceArea } from './brief-form';

const requirements = RequirementsSchema.parse({
  businessName: 'Paws on Wheels',
  serviceArea: ['Bristol', 'Bath'],
  byAppointment: true,
});

describe('the brief form', () => {
  it('fills the service area and "by appointment" from the requirements', () => {
    expect(briefEditOf(requirements)).toMatchObject({
      serviceArea: ['Bristol', 'Bath'],
      byAppointment: true,
    });
  });

  it('fills how customers reach the business, no mode being customers coming to it', () => {
    expect(briefEditOf(requirements).serviceMode).toBe('premises');
    const online = RequirementsSchema.parse({ serviceMode: 'online' });
    expect(briefEditOf(online).serviceMode).toBe('online');
  });

  it('shows the areas covered to a business that goes to its customers, or that lists some', () => {
    const edit = briefEditOf(RequirementsSchema.parse({}));
    expect(showsServiceArea(edit)).toBe(false);
    expect(showsServiceArea({ ...edit, serviceMode: 'mobile' })).toBe(true);
    expect(showsServiceArea({ ...edit, serviceMode: 'online', serviceArea: ['Bath'] })).toBe(true);
  });

  it('drops blank area rows rather than refusing them, and sends what the contract takes', () => {
    const edit = { ...briefEditOf(requirements), serviceArea: ['Bristol', '  ', ' Bath '] };
    const sent = briefToSend(edit);
    expect(sent.serviceArea).toEqual(['Bristol', 'Bath']);
    expect(BriefEditSchema.safeParse(sent).success).toBe(true);
  });

  it('names a too long area and too many areas in the owner’s language', async () => {
    const words = (await loadAppWords('fr')).brief.errors;
    const edit = {
      ...briefEditOf(requirements),
      serviceArea: ['Bristol', 'x'.repeat(201), ...Array.from({ length: 29 }, () => 'Bath')],
    };
    expect(briefErrors(edit, words)).toMatchObject({
      'area-1': words.areaTooLong(2),
      serviceArea: words.tooManyAreas,
    });
  });
});
