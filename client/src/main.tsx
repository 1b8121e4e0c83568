import '@mantine/core/styles.css';
import './app/theme/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The first paint is already in the visitor's language: translations load before React renders.
await initI18n();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
