import { useEffect, useMemo, useState } from 'preact/hooks';
import { createSession, type Session } from '../game/session.ts';
import { createSettings, type SettingsStore } from '../game/settings.ts';
import { uiEn } from '../i18n/ui-en.ts';
import { ControllerContext, useController } from './context.ts';
import { createController, type Controller } from './controller.ts';
import { Panels, usePanelOpen } from './Panels.tsx';
import { StatusBar } from './StatusBar.tsx';
import { Table } from './Table.tsx';
import { Toasts } from './Toasts.tsx';
import { Toolbar } from './Toolbar.tsx';

export interface AppProps {
  readonly session?: Session;
  readonly settings?: SettingsStore;
  readonly controller?: Controller;
  /** The address to read a shared deal from; null to ignore the address (tests). */
  readonly href?: string | null;
  /** New-version notices from the service worker (left out under tests). */
  readonly updates?: Updates;
}

export interface Updates {
  subscribe(listener: () => void): () => void;
  apply(): Promise<void>;
}

export function App(props: AppProps) {
  const controller = useMemo(
    () =>
      props.controller ??
      createController({
        session: props.session ?? createSession(),
        settings: props.settings ?? createSettings(),
        text: uiEn,
      }),
    [],
  );
  const { session } = controller;

  useEffect(() => {
    const href = props.href === undefined ? location.href : props.href;
    if (href) controller.openLocation(href, (next) => history.replaceState(history.state, '', next));
    const onVisibility = () => session.setHidden(document.visibilityState === 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      controller.dispose();
    };
  }, []);

  return (
    <ControllerContext.Provider value={controller}>
      <Screen updates={props.updates} />
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
      {updateReady && (
        <button type="button" class="update" onClick={() => void updates?.apply()}>
          {text.updateReady}
        </button>
      )}
    </>
  );
}
