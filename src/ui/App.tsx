import { useEffect, useState } from 'preact/hooks';
import { applySettings } from './apply-settings.ts';
import { followLanguage } from './language.ts';
import { Animator } from './animate.ts';
import { AnimatorContext, ControllerContext, PointerOptionsContext, useController } from './context.ts';
import type { Controller } from '../app/controller.ts';
import { Icon } from './icons.tsx';
import { FinishBar } from './FinishBar.tsx';
import { HintBar } from './HintBar.tsx';
import { MoveList } from './MoveList.tsx';
import { setFocusMode } from './focus.ts';
import { handleKey } from './keys.ts';
import { Panels, panelOpen, usePanelOpen } from './Panels.tsx';
import type { PointerOptions } from './pointer.ts';
import { dealText, StatusBar } from './StatusBar.tsx';
import { StuckBar } from './StuckBar.tsx';
import { StorageNotices } from './StorageNotices.tsx';
import { Table } from './Table.tsx';
import { Toasts } from './Toasts.tsx';
import { Toolbar } from './Toolbar.tsx';

export interface AppProps {
  readonly controller: Controller;
  /** The address to read a shared deal from; null to ignore the address (tests). */
  readonly href?: string | null;
  /** The page's query, for `?lang=` (main passes location.search). */
  readonly search?: string;
  /** New-version notices from the service worker (left out under tests). */
  readonly updates?: Updates;
  /** How the table takes pointer events (component tests trust their synthetic ones). */
  readonly pointer?: PointerOptions;
}

export interface Updates {
  subscribe(listener: () => void): () => void;
  apply(): Promise<void>;
}

const NO_OPTIONS: PointerOptions = {};

export function App({ controller, href, search, updates, pointer }: AppProps) {
  // Applied while the first render runs, before any child measures or paints: the first frame
  // already has the player's theme, contrast and text size (an effect came a frame late).
  const [stopSettings] = useState(() => applySettings(controller.settings, document.documentElement));
  const [animator] = useState(() => new Animator(() => !controller.reducedMotion()));
  useEffect(() => {
    const address = href === undefined ? location.href : href;
    if (address) controller.links.openLocation(address, (next) => history.replaceState(history.state, '', next));
    const root = document.documentElement;
    const stopLanguage = followLanguage({
      controller,
      settings: controller.settings,
      search: search ?? '',
      browser: () => navigator.languages ?? [],
      root,
      forgetUrlLanguage: () => {
        const url = new URL(location.href);
        url.searchParams.delete('lang');
        history.replaceState(history.state, '', url.href);
      },
    });
    const onVisibility = () => controller.setHidden(document.visibilityState === 'hidden');
    // The page may be frozen or closed after this; write the latest time and state now.
    const onPageHide = () => void controller.save();
    const onKey = (e: KeyboardEvent) => {
      if (handleKey(e, controller, panelOpen(controller))) e.preventDefault();
    };
    onVisibility();
    document.addEventListener('keydown', onKey);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      stopSettings();
      stopLanguage();
      controller.dispose();
    };
  }, []);

  return (
    <ControllerContext.Provider value={controller}>
      <AnimatorContext.Provider value={animator}>
        <PointerOptionsContext.Provider value={pointer ?? NO_OPTIONS}>
          <Screen updates={updates} />
        </PointerOptionsContext.Provider>
      </AnimatorContext.Provider>
    </ControllerContext.Provider>
  );
}

function Screen({ updates }: { updates: Updates | undefined }) {
  const c = useController();
  const { session, text } = c;
  const covered = usePanelOpen();
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => updates?.subscribe(() => setUpdateReady(true)), []);
  const focus = c.settings.value.focusMode;
  return (
    <>
      <div class={`app${session.clock.paused.value ? ' is-paused' : ''}${focus ? ' focus' : ''}`} inert={covered} aria-hidden={covered ? 'true' : undefined}>
        <header class="top">
          <div class="brand">
            <h1>{text.appTitle}</h1>
            <p class="deal-info">{dealText(c)}</p>
          </div>
          <div class="top-actions">
            {/* Focus mode's way out, in sight and first in the header while it is on. */}
            {focus && (
              <button type="button" class="top-button leave-focus" onClick={() => setFocusMode(c, false)}>
                <Icon name="expand" />
                <span class="top-label">{text.leaveFocus}</span>
              </button>
            )}
            <button type="button" class="top-button" onClick={() => c.dialogs.openStatistics()}>
              <Icon name="chart" />
              <span class="top-label">{text.statistics}</span>
            </button>
            <button type="button" class="top-button" onClick={() => c.dialogs.open({ kind: 'settings' })}>
              <Icon name="sliders" />
              <span class="top-label">{text.settings}</span>
            </button>
            <button type="button" class="top-button" onClick={() => c.dialogs.open({ kind: 'help' })}>
              <Icon name="help" />
              <span class="top-label">{text.help}</span>
            </button>
          </div>
          <StatusBar />
        </header>
        <main class="board">
          <Table />
        </main>
        <StuckBar />
        <FinishBar />
        <HintBar />
        <MoveList />
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
