import { useEffect, useState } from 'preact/hooks';
import { applySettings } from './apply-settings.ts';
import { ControllerContext, useController } from './context.ts';
import type { Controller } from './controller.ts';
import { Icon } from './icons.tsx';
import { Panels, usePanelOpen } from './Panels.tsx';
import { StatusBar } from './StatusBar.tsx';
import { StorageNotices } from './StorageNotices.tsx';
import { Table } from './Table.tsx';
import { Toasts } from './Toasts.tsx';
import { Toolbar } from './Toolbar.tsx';

export interface AppProps {
  readonly controller: Controller;
  /** The address to read a shared deal from; null to ignore the address (tests). */
  readonly href?: string | null;
  /** New-version notices from the service worker (left out under tests). */
  readonly updates?: Updates;
}

export interface Updates {
  subscribe(listener: () => void): () => void;
  apply(): Promise<void>;
}

export function App({ controller, href, updates }: AppProps) {
  const { session, persistence } = controller;

  useEffect(() => {
    const address = href === undefined ? location.href : href;
    if (address) controller.openLocation(address, (next) => history.replaceState(history.state, '', next));
    const stopSettings = applySettings(controller.settings.settings, document.documentElement, controller.text.locale);
    const onVisibility = () => session.setHidden(document.visibilityState === 'hidden');
    // The page may be frozen or closed after this; write the latest time and state now.
    const onPageHide = () => void persistence.flush();
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      stopSettings();
      controller.dispose();
    };
  }, []);

  return (
    <ControllerContext.Provider value={controller}>
      <Screen updates={updates} />
    </ControllerContext.Provider>
  );
}

function Screen({ updates }: { updates: Updates | undefined }) {
  const c = useController();
  const { session, text } = c;
  const covered = usePanelOpen();
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => updates?.subscribe(() => setUpdateReady(true)), []);
  const g = session.game.value;
  return (
    <>
      <div class={`app${session.paused.value ? ' is-paused' : ''}`} inert={covered} aria-hidden={covered ? 'true' : undefined}>
        <header class="top">
          <div class="title-row">
            <h1>{text.appTitle}</h1>
            <p class="deal-info">{text.dealInfo(g.deal, g.position.suits, session.kind.value)}</p>
            <div class="top-actions">
              <button type="button" class="top-button" onClick={() => c.openStatistics()}>
                <Icon name="chart" />
                <span class="top-label">{text.statistics}</span>
              </button>
              <button type="button" class="top-button" onClick={() => c.open({ kind: 'settings' })}>
                <Icon name="sliders" />
                <span class="top-label">{text.settings}</span>
              </button>
            </div>
          </div>
          <StatusBar />
        </header>
        <main class="board">
          <Table />
        </main>
        <Toolbar />
      </div>
      <Panels />
      <Toasts />
      <StorageNotices />
      {updateReady && updates && (
        <button type="button" class="update" onClick={() => void c.update(updates.apply)}>
          {text.updateReady}
        </button>
      )}
    </>
  );
}
