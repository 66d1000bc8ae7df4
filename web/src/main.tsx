import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installReadableZodErrors } from '@frontdesk/contracts/zod-messages';
import { App } from './app/app';
import { GOOGLE_RESULT_PATH, googleOAuthOutcome, handOutcomeToOpener } from './features/google-integrations/google-oauth-return';
import './index.css';

// The Google consent popup, back from Google: the outcome goes to the page that opened it and the
// popup closes, before sign-in or routing could send it elsewhere. Should closing be refused, the
// page below shows the outcome itself.
const oauthOutcome = window.location.pathname === GOOGLE_RESULT_PATH ? googleOAuthOutcome(window.location.search) : null;
if (oauthOutcome) handOutcomeToOpener(oauthOutcome);

// Form checks the schemas give no message of their own say, in words, which field is wrong.
installReadableZodErrors();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
