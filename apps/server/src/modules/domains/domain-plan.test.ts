import { describe, expect, it } from 'vitest';
import { planDomains, wwwPartner, type PlannedDomain } from './domain-plan';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const domain = (name: string, minute: number, verified = true): PlannedDomain => ({
  domain: name,
  status: verified ? 'verified' : 'pending',
  createdAt: at(minute),
});

describe('what a site’s domains do', () => {
  it('pairs www and the apex both ways', () => {
    expect(wwwPartner('www.example.com')).toBe('example.com');
    expect(wwwPartner('example.co.uk')).toBe('www.example.co.uk');
  });

  it('has no address and no roles while nothing is verified', () => {
    const plan = planDomains([domain('www.example.com', 1, false)]);
    expect(plan.primary).toBeUndefined();
    expect(plan.roles.size).toBe(0);
  });

  it('makes the one of a www/apex pair added first the address; the other redirects to it', () => {
    const apexFirst = planDomains([domain('www.example.com', 2), domain('example.com', 1)]);
    expect(apexFirst.primary).toBe('example.com');
    expect(apexFirst.roles.get('www.example.com')).toEqual({
      role: 'redirect',
      redirectsTo: 'example.com',
    });
    const wwwFirst = planDomains([domain('www.example.com', 1), domain('example.com', 2)]);
    expect(wwwFirst.primary).toBe('www.example.com');
    expect(wwwFirst.roles.get('example.com')).toEqual({
      role: 'redirect',
      redirectsTo: 'www.example.com',
    });
  });

  it('serves the later of a pair itself while the earlier one is not verified', () => {
    const plan = planDomains([domain('example.com', 1, false), domain('www.example.com', 2)]);
    expect(plan.primary).toBe('www.example.com');
    expect(plan.roles.get('www.example.com')).toEqual({ role: 'primary', redirectsTo: null });
  });

  it('lets other domains serve the site as aliases of the first', () => {
    const plan = planDomains([
      domain('www.example.com', 1),
      domain('example.org', 2),
      domain('example.com', 3),
    ]);
    expect(plan.primary).toBe('www.example.com');
    expect(Object.fromEntries(plan.roles)).toEqual({
      'www.example.com': { role: 'primary', redirectsTo: null },
      'example.org': { role: 'alias', redirectsTo: null },
      'example.com': { role: 'redirect', redirectsTo: 'www.example.com' },
    });
  });
});
