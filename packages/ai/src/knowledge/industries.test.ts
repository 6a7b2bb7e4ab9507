import { describe, expect, it } from 'vitest';
import { matchIndustries } from './industries';

const first = (text: string) => matchIndustries(text)[0]?.industry.key;

describe('matching a description to an industry', () => {
  it('files a data consultant who builds dashboards as a consultancy, not a software product', () => {
    expect(
      first(
        'I am an independent data consultant. I help startups set up their analytics, build dashboards and automate reporting.',
      ),
    ).toBe('consulting');
  });

  it('still reads a software product from its own words', () => {
    expect(first('A SaaS dashboard that automates invoicing for freelancers')).toBe('saas');
  });
});
