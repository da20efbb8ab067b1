import { Suspense, lazy, useState } from 'react';
import { loadNamespace } from '../../../shared/i18n/catalogs';
import { currentLocale, t } from '../../../shared/i18n/translate';
import { importWithReload } from '../../../shared/lib/reload-guard';
import { Icon } from '../../../shared/ui/icons';
import './demo.css';

// The demo dialogs and their messages load when the visitor asks for them.
const DemoModals = lazy(() =>
  importWithReload(() => Promise.all([import('./demo-modals'), loadNamespace(currentLocale(), 'games')])).then(
    ([module]) => module,
  ),
);

/** Home's way into demo games: the demo-game dialog, then a provider's demo list. */
export function DemoEntrance() {
  const [open, setOpen] = useState(false);
  return (
    <section className="demo-entrance" aria-labelledby="home-demo">
      <span className="demo-entrance-icon" aria-hidden="true">
        <Icon name="play" />
      </span>
      <div className="demo-entrance-copy">
        <h2 id="home-demo" className="demo-entrance-title">
          {t('home.demo_title')}
        </h2>
        <p className="demo-entrance-text">{t('home.demo_text')}</p>
      </div>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('home.demo_open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <DemoModals onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
