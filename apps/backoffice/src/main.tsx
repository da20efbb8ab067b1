import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Real paths under /admin/ (not #/ hashes): the server answers every /admin/* path with this page, so a
// link to /admin/members/42/show opens that member.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <App />
    </BrowserRouter>
  </StrictMode>,
);
