import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { findTool } from '@zappy/site-model/integrations';
import { describe, expect, it } from 'vitest';
import { createBrain } from './brain';
import { suggestIntegrations, suggestionContextOf } from './integrations';

describe('suggestIntegrations', () => {
  it('suggests local-search data and the contact inbox for a bakery, best first', () => {
    const tools = suggestIntegrations(
      suggestionContextOf(createSampleSiteModel({ industry: 'bakery' })),
      [],
    ).map((s) => s.toolName);
    expect(tools.slice(0, 3)).toEqual(['add_plausible', 'set_business_data', 'send_from_domain']);
    expect(tools).toContain('add_social_links');
  });

  it('names only tools of the catalogue, each once, at most six', () => {
    for (const industry of ['bakery', 'law', 'saas', 'photography', 'plumbing', 'unknown']) {
      const suggestions = suggestIntegrations(
        suggestionContextOf(createSampleSiteModel({ industry })),
        [],
      );
      expect(suggestions.length).toBeLessThanOrEqual(6);
      expect(new Set(suggestions.map((s) => s.toolName)).size).toBe(suggestions.length);
      for (const s of suggestions) expect(findTool(s.toolName, s.serverId)).toBeDefined();
    }
  });

  it('suggests from a described business without a site (plans and contact from the description)', () => {
    const tools = suggestIntegrations(
      {
        industry: 'we run yoga classes',
        sections: ['contact', 'pricing'],
        firstPlan: '',
        hoursGiven: false,
      },
      [],
    ).map((s) => s.toolName);
    expect(tools).toEqual(expect.arrayContaining(['add_stripe_payment_link', 'add_social_links']));
  });

  it('leaves out what the site already has', () => {
    const model = createSampleSiteModel({ industry: 'bakery' });
    const tools = suggestIntegrations(suggestionContextOf(model), [
      'add_plausible',
      'send_from_domain',
    ]).map((s) => s.toolName);
    expect(tools).not.toContain('add_plausible');
    expect(tools).not.toContain('send_from_domain');
    expect(tools[0]).toBe('set_business_data');
  });

  it('is the same step for every engine (a knowledge step)', () => {
    const context = suggestionContextOf(createSampleSiteModel({ industry: 'salon' }));
    const offline = createBrain().suggestIntegrations(context, []);
    const llm = createBrain({ provider: 'openai', baseUrl: 'http://127.0.0.1:9', model: 'm' });
    expect(llm.suggestIntegrations(context, []).value).toEqual(offline.value);
    expect(offline.meta.steps.map((s) => [s.step, s.engine])).toEqual([
      ['integrations', 'offline'],
    ]);
  });
});
