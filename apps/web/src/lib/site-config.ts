/** Shown in the contact section; set VITE_SUPPORT_EMAIL when building your own instance. */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@example.com';

export const REPOSITORY_NAME = 'Zappy';
