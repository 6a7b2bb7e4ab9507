import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { formatVersionCount, listErrorMessage, statsFromList, updatedAt } from './dashboard-format';

const item = (createdAt: string, versions: number) => ({
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  name: 'Site',
  industry: 'Bakery',
  versions,
  status: 'completed' as const,
  createdAt,
  lastModified: createdAt,
  renderUrl: null,
  customDomainUrl: null,
});

describe('dashboard formatting', () => {
  it('says 1 version and N versions', () => {
    expect(formatVersionCount(0)).toBe('0 versions');
    expect(formatVersionCount(1)).toBe('1 version');
    expect(formatVersionCount(2)).toBe('2 versions');
  });

  it('dates a row by lastModified, else createdAt', () => {
    expect(updatedAt({ lastModified: '2025-05-03', createdAt: '2025-05-01' })).toBe('2025-05-03');
    expect(updatedAt({ lastModified: '', createdAt: '2025-05-01' })).toBe('2025-05-01');
  });

  it('counts This Month from local midnight on the 1st and sums the versions', () => {
    const now = new Date(2025, 4, 20, 12);
    const stats = statsFromList(
      [
        item(new Date(2025, 4, 1, 0, 0, 0).toISOString(), 1),
        item(new Date(2025, 3, 30, 23, 59, 59).toISOString(), 2),
        item(new Date(2025, 4, 19).toISOString(), 4),
      ],
      now,
    );
    expect(stats).toEqual({ totalWebsites: 3, thisMonth: 2, totalVersions: 7 });
  });

  it('maps list failures to the spec texts', () => {
    expect(listErrorMessage(new ApiError(500, 'boom'))).toBe('Failed to load websites');
    expect(listErrorMessage(new ApiError(401, 'no'))).toBe('Please log in to view your websites');
    expect(listErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection.',
    );
  });
});
