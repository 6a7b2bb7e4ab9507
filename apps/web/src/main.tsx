import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleAccessibilityToolbar } from './lib/accessibility-toolbar';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

scheduleAccessibilityToolbar();
