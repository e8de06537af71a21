// First: zod must not try eval under the shop's CSP, and the pages' schemas load after this.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/lora/latin-600.css';
import './ui/theme.css';
import { initI18n } from './i18n/i18n';
import { App, createQueryClient } from './app/App';
import { adoptEarlyAnswers } from './app/early-answers';
import { createRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// English is bundled and ready at once; a stored other language arrives before the first render.
// i18next starts first: the pages' English that the router asks for is added to its store.
const i18nReady = initI18n();
// The client and router are made as the code runs, so the page's code is asked for now, beside
// the layout's answers (index.html asked for those already), not after React's first render.
const queryClient = createQueryClient();
const answersIn = adoptEarlyAnswers(queryClient, 500);
const router = createRouter(queryClient);

void Promise.all([i18nReady, answersIn]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
