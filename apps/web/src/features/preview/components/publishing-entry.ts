/**
 * The one step between the preview's chunk and the Publishing panel. Vite lists every file a
 * lazily imported chunk needs, to fetch them at once, inside the chunk that imports it: some 30
 * hashed names (0.4 KB gzip) in the preview's first load for a panel most visits never open.
 * Imported through this module, the preview carries one name and the list is here.
 */
export const loadPublishingPanel = () => import('./publishing-panel');
