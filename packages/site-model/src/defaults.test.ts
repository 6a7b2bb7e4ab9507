import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from './constants';
import { createDefaultBusinessHours, getCustomizationData } from './defaults';
import { listEditableElements } from './elements';
import { BusinessInfoSchema } from './schema';

describe('spec defaults', () => {
  it('opens weekdays 09:00-17:00 and closes the weekend', () => {
    const hours = createDefaultBusinessHours();
    expect(hours.monday).toEqual({ closed: false, open: '09:00', close: '17:00' });
    expect(hours.saturday.closed).toBe(true);
    expect(hours.sunday.closed).toBe(true);
    expect(Object.keys(hours).join(' ')).toBe(
      'sunday monday tuesday wednesday thursday friday saturday',
    );
  });

  it('fills the business info shape from a name alone', () => {
    expect(BusinessInfoSchema.parse({ companyName: 'A' }).contactDetails).toEqual({
      email: '',
      phone: '',
      website: '',
      address: { street: '', city: '', state: '', zip: '', country: '' },
    });
  });

  it('has the customization data defaults of spec section 3', () => {
    const data = getCustomizationData();
    expect(data.pricing).toEqual({ plans: [], currency: 'USD', billingPeriod: 'monthly' });
    expect(data.colorTheme.selectedTheme).toBe('modern');
    expect(data.accessibility).toMatchObject({
      enabled: true,
      position: 'bottom-right',
      theme: 'default',
      language: 'en',
    });
    expect(MAX_IMAGE_BYTES).toBe(5242880);
  });
});

describe('editable elements', () => {
  it('lists images with id, url, alt, dataSlot, name, description and texts by section', () => {
    const elements = listEditableElements(createSampleSiteModel());
    expect(Object.keys(elements.images[0] ?? {}).sort()).toEqual([
      'alt',
      'dataSlot',
      'description',
      'id',
      'name',
      'url',
    ]);
    expect(elements.images[0]).toMatchObject({
      id: 'hero',
      url: 'images/hero.svg',
      dataSlot: 'hero',
    });
    const faq = elements.texts.find((t) => t.sectionType === 'faq');
    expect(faq?.texts.some((t) => t.path === 'items.0.question')).toBe(true);
  });
});
