import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleAccessibilityToolbar } from './lib/accessibility-toolbar';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// `/` arrives prerendered (scripts/prerender.mjs): hydrate it; every other page starts empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);

scheduleAccessibilityToolbar();
