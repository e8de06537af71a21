import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/lora/latin-600.css';
import './ui/theme.css';
import { initI18n } from './i18n/i18n';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled and ready at once; a stored other language arrives before the first render.
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
