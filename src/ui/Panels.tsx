import { useEffect, useState } from 'preact/hooks';
import { useAnimator, useController } from './context.ts';
import type { Controller } from '../app/controller.ts';
import { Dialog } from './Dialog.tsx';
import { lazy } from './lazy.tsx';

// Not needed for the first paint of the table: each is its own chunk (precached for offline
// play), fetched once the table is on screen.
const NewGameDialog = lazy(() => import('./NewGameDialog.tsx').then((m) => m.NewGameDialog));
const SettingsDialog = lazy(() => import('./SettingsDialog.tsx').then((m) => m.SettingsDialog));
const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => m.HelpDialog));
const Picker = lazy(() => import('./Picker.tsx').then((m) => m.Picker));
const StatisticsDialog = lazy(() => import('./StatisticsDialog.tsx').then((m) => m.StatisticsDialog));
const ShowMeDialog = lazy(() => import('./ShowMe.tsx').then((m) => m.ShowMeDialog));
const WinPanel = lazy(() => import('./EndPanels.tsx').then((m) => m.WinPanel));
const GaveUpPanel = lazy(() => import('./EndPanels.tsx').then((m) => m.GaveUpPanel));
const AnalysisDialog = lazy(() => import('./AnalysisDialog.tsx').then((m) => m.AnalysisDialog));

/** Whichever panel the moment calls for: an open dialog first, then the game's own state. */
export function Panels() {
  const c = useController();
  const d = c.dialogs.dialog.value;
  const phase = c.session.phase.value;
  if (c.stored.elsewhere.value) return <ElsewherePanel />;
  if (d.kind === 'new-game') return <NewGameDialog />;
  if (d.kind === 'settings') return <SettingsDialog />;
  if (d.kind === 'help') return <HelpDialog />;
  if (d.kind === 'picker') return <Picker column={d.column} />;
  if (d.kind === 'statistics') return <StatisticsDialog suits={d.suits} />;
  if (d.kind === 'reset-records') return <ResetRecordsDialog />;
  if (d.kind === 'confirm') return <ConfirmDialog what={d.what} />;
  if (d.kind === 'link') return <LinkDialog />;
  // "Show me how" and the analysis open over the end panel, which stays where it was (and gets the focus back).
  const over = d.kind === 'show-me' ? <ShowMeDialog /> : d.kind === 'analysis' ? <AnalysisDialog /> : null;
  const viewer = over !== null;
  const end = phase === 'won' ? <WinMoment covered={viewer} /> : phase === 'gave-up' ? <GaveUpPanel covered={viewer} /> : null;
  if (end)
    return (
      <>
        {end}
        {over}
      </>
    );
  // Stuck: the bar stays over the toolbar (StuckBar); only its "Show me how" and analysis open here.
  if (over) return over;
  if (c.session.clock.paused.value) return <PausedPanel />;
  return null;
}

// Longest the celebration may hold the panel back (a stalled animation never hides it).
const CELEBRATION_CAP_MS = 3000;

/**
 * A win just played: first the celebration on the table (the last run flies home, then the piles
 * hop in a wave), then the panel. A tap or a key skips to the panel; with reduced motion, or a
 * won game opened from storage, the panel comes at once.
 */
function WinMoment({ covered }: { covered: boolean }) {
  const c = useController();
  const animator = useAnimator();
  const [done, setDone] = useState(() => c.reducedMotion() || c.session.last.peek().action === null);
  useEffect(() => {
    if (done) return;
    let skipped = false;
    const finish = () => setDone(true);
    const skip = () => {
      skipped = true;
      animator.finishAll();
      finish();
    };
    const table = document.querySelector<HTMLElement>('.board .table');
    void (table ? animator.celebrate(table, () => skipped) : Promise.resolve()).then(finish, finish);
    const cap = setTimeout(finish, CELEBRATION_CAP_MS);
    document.addEventListener('pointerdown', skip, true);
    document.addEventListener('keydown', skip, true);
    return () => {
      clearTimeout(cap);
      document.removeEventListener('pointerdown', skip, true);
      document.removeEventListener('keydown', skip, true);
    };
  }, [done]);
  return done ? <WinPanel covered={covered} /> : null;
}

/** True while any panel covers the table (the table is then inert). */
export function usePanelOpen(): boolean {
  return panelOpen(useController());
}

/** The same, outside a component (the keyboard handler). */
export function panelOpen(c: Controller): boolean {
  const s = c.session;
  return c.stored.elsewhere.value || c.dialogs.dialog.value.kind !== 'none' || s.views.over.value || s.clock.paused.value;
}

function ResetRecordsDialog() {
  const c = useController();
  const { text } = c;
  const d = c.dialogs.dialog.value;
  if (d.kind !== 'reset-records') return null;
  return (
    <Dialog title={text.confirmResetTitle(d.suits)} onClose={c.dialogs.closeDialog}>
      <p>{text.confirmResetText}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.dialogs.closeDialog}>
          {text.cancel}
        </button>
        <button type="button" class="primary" onClick={c.dialogs.confirm}>
          {text.resetRecords}
        </button>
      </div>
    </Dialog>
  );
}

/** Another tab took the game over; this one waits until the player takes it back. */
function ElsewherePanel() {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={text.elsewhereTitle}>
      <p>{text.elsewhereText}</p>
      <div class="actions">
        <button type="button" class="primary" data-autofocus onClick={() => void c.takeBack()}>
          {text.playHere}
        </button>
      </div>
    </Dialog>
  );
}

function ConfirmDialog({ what }: { what: 'restart' | 'give-up' }) {
  const c = useController();
  const { text } = c;
  return (
    <Dialog title={what === 'restart' ? text.confirmRestartTitle : text.confirmGiveUpTitle} onClose={c.dialogs.closeDialog}>
      <p>{what === 'restart' ? text.confirmRestartText : text.confirmGiveUpText}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.dialogs.closeDialog}>
          {text.keepPlaying}
        </button>
        <button type="button" class="primary" onClick={c.dialogs.confirm}>
          {what === 'restart' ? text.restart : text.giveUp}
        </button>
      </div>
    </Dialog>
  );
}

function LinkDialog() {
  const c = useController();
  const { text } = c;
  const d = c.dialogs.dialog.value;
  if (d.kind !== 'link') return null;
  return (
    <Dialog title={text.linkConfirmTitle} onClose={c.dialogs.closeDialog}>
      <p>{text.linkConfirmText(d.link.deal, d.link.suits)}</p>
      <div class="actions">
        <button type="button" data-autofocus onClick={c.dialogs.closeDialog}>
          {text.keepPlaying}
        </button>
        <button type="button" class="primary" onClick={c.dialogs.confirm}>
          {text.startGame}
        </button>
      </div>
    </Dialog>
  );
}

function PausedPanel() {
  const { input, text } = useController();
  return (
    <Dialog title={text.pausedTitle} onClose={input.resume} class="paused">
      <p>{text.pausedText}</p>
      <div class="actions">
        <button type="button" class="primary" data-autofocus onClick={input.resume}>
          {text.resume}
        </button>
      </div>
    </Dialog>
  );
}
