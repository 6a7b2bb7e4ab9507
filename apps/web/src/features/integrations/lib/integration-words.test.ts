import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '@zappy/contract/email';
import { ENGLISH_INTEGRATION_WORDS as english } from '@zappy/locales/integration-words';
import { APPLY_FAILED } from '../api/apply-integrations';
import { AVAILABLE_FAILED } from '../components/add-integrations-modal';

describe('the integrations UI’s English', () => {
  it('is the spec’s wherever the spec names a text', () => {
    // Section 8's fallbacks, shown as they are in every language.
    expect(AVAILABLE_FAILED).toBe('Failed to get available integrations');
    expect(APPLY_FAILED).toBe('Failed to apply integrations');
    // Section 2: the Add Integrations modal with All and each category as tabs.
    expect(english.add.title).toBe('Add Integrations');
    expect(english.add.all).toBe('All');
    expect(Object.values(english.categories)).toEqual([
      'Analytics',
      'Payments',
      'Accessibility',
      'SEO',
      'Social',
      'Email',
    ]);
    // Section 4: the email setup's three steps, and section 2's propagation times.
    expect(english.email.steps).toEqual({
      configuring: 'Configuring',
      dns: 'DNS records required',
      complete: 'Complete',
    });
    expect(english.dns.propagation).toBe(
      'DNS changes can take 15 minutes to 48 hours to propagate, usually 1-2 hours.',
    );
    expect(english.help.support).toContain('within about 24 hours');
  });

  it('says what the server says in the same words', () => {
    expect(english.email.noOutgoingMail.startsWith(`${EMAIL_MESSAGES.noOutgoingMail} `)).toBe(true);
    expect(english.email.notConfigured).toBe(EMAIL_MESSAGES.notConfigured);
    expect(english.email.verified('crumb.com')).toBe(
      `${EMAIL_MESSAGES.verified}: mail from crumb.com is ready.`,
    );
  });
});
