import type { WebsiteListItem, WebsiteStats } from '@zappy/contract/website';
import { DASHBOARD_MESSAGES } from '@zappy/contract/messages';
import { ApiError } from '../../../lib/api-client';

/** '1 version', '2 versions' (spec section 2). */
export function formatVersionCount(count: number): string {
  return `${count} ${count === 1 ? 'version' : 'versions'}`;
}

/** The row's Updated date: lastModified, or createdAt when there is none (spec section 2). */
export function updatedAt(website: Pick<WebsiteListItem, 'lastModified' | 'createdAt'>): string {
  return website.lastModified || website.createdAt;
}

export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/**
 * The three statistics from the list, used until the server's answer (the source of truth)
 * arrives: This Month counts sites created since the 1st of the current month, local time.
 */
export function statsFromList(websites: WebsiteListItem[], now = new Date()): WebsiteStats {
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  return {
    totalWebsites: websites.length,
    thisMonth: websites.filter((w) => new Date(w.createdAt).getTime() >= monthStart).length,
    totalVersions: websites.reduce((sum, w) => sum + w.versions, 0),
  };
}

/** Spec section 8, Dashboard: 500, 401 and no response each have their own text. */
export function listErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401 ? DASHBOARD_MESSAGES.unauthorized : DASHBOARD_MESSAGES.loadFailed;
  }
  return DASHBOARD_MESSAGES.networkError;
}
