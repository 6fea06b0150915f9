import { effect, untracked, type ReadonlySignal } from '@preact/signals';
import { rankOf, suitOf } from '../engine/cards.ts';
import { createAnalysis, type AnalysisReport, type AnalysisSolver, type AnalysisState } from '../game/analysis.ts';
import type { Restored } from '../game/save.ts';
import type { Session } from '../game/session.ts';
import type { LineStep } from '../game/showme.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { Dialogs } from './dialogs.ts';
import type { Messages } from './messages.ts';

export interface AnalysingDeps {
  readonly session: Session;
  readonly dialogs: Dialogs;
  readonly messages: Messages;
  readonly text: () => UiText;
  readonly solver?: AnalysisSolver; // its own worker client, so it never cancels a hint
  readonly budget?: number;
  readonly lastGame: ReadonlySignal<Restored | null>; // the last game left with moves, once read
  readonly loadLastGame: () => Promise<void>;
}

/** "Where did it go wrong?" as the screen uses it: run, cancel, and the two ways on from its answer. */
export interface Analysing {
  readonly state: ReadonlySignal<AnalysisState>;
  /** Runs the analysis (or shows the answer already found for this game). */
  start(): void;
  /** The last game left with moves (Statistics offers its analysis), once loadLastGame has read it. */
  readonly lastGame: ReadonlySignal<Restored | null>;
  loadLastGame(): void;
  /** The analysis of that last game (no Try from there: the game on the table is another). */
  startLast(): void;
  cancel(): void;
  /** "Try from there": the game goes back to the table before the move named. */
  tryFromThere(): void;
  /** "Show me how from there": the viewer from that table. */
  showMeFromThere(): void;
  dispose(): void;
}

/** The move named by the analysis, in words ("7 of spades from column 3 to column 5"). */
export function wrongMoveWords(text: UiText, step: LineStep): string {
  const a = step.action;
  if (a.type === 'deal') return text.analysisDeal;
  const source = step.before.columns[a.from]!;
  const id = source.cards[source.cards.length - a.count]!;
  return text.analysisMove(text.cardName(rankOf(id), suitOf(id, step.before.suits)), a.count, a.from + 1, a.to + 1);
}

/** The answer's headline, said and shown. */
export function verdict(text: UiText, report: AnalysisReport): string {
  const a = report.analysis;
  if (a.result === 'lost-at' && report.wrong) return text.analysisLostAt(report.moveNumber, wrongMoveWords(text, report.wrong));
  if (a.result === 'still-winnable') return text.analysisStillWinnable;
  return a.proven ? text.analysisUnsolvable : text.analysisUnknown;
}

export function createAnalysing(deps: AnalysingDeps): Analysing {
  const { session, dialogs, messages, text } = deps;
  const analysis = createAnalysis({ session, solver: deps.solver ?? null, ...(deps.budget !== undefined && { budget: deps.budget }) });
  let halfSaid = false;

  // Said politely at the start, once halfway and at the end; the answer opens its panel.
  const said = (st: AnalysisState) => {
    if (st.kind === 'running' && !halfSaid && st.done * 2 >= st.total && st.done > 0 && st.done < st.total) {
      halfSaid = true;
      messages.say(text().analysisHalfway);
    } else if (st.kind === 'done') {
      messages.say(verdict(text(), st.report));
      // The answer names moves of a winning line: on a stuck game still in play, that is a hint.
      if (st.of === 'game' && !session.views.over.peek()) session.noteHint();
      dialogs.open({ kind: 'analysis' });
    } else if (st.kind === 'failed') messages.say(st.reason === 'cancelled' ? text().analysisCancelled : text().analysisFailed);
  };
  const stopWatch = effect(() => {
    const st = analysis.state.value;
    untracked(() => said(st));
  });

  const of = () => {
    const st = analysis.state.peek();
    return st.kind === 'done' ? st.of : null;
  };
  const report = () => {
    const st = analysis.state.peek();
    return st.kind === 'done' ? st.report : null;
  };

  return {
    state: analysis.state,
    start() {
      const st = analysis.state.peek();
      if (st.kind === 'done' && st.of === 'game') return dialogs.open({ kind: 'analysis' });
      if (st.kind === 'running') return;
      halfSaid = false;
      analysis.start();
      if (analysis.state.peek().kind === 'running') messages.say(text().analysisStarted);
    },
    lastGame: deps.lastGame,
    loadLastGame: () => void deps.loadLastGame(),
    startLast() {
      const last = deps.lastGame.peek();
      const st = analysis.state.peek();
      if (!last || st.kind === 'running') return;
      if (st.kind === 'done' && st.of === 'last') return dialogs.open({ kind: 'analysis' });
      halfSaid = false;
      analysis.start({ start: last.snapshot.start, journal: last.snapshot.journal });
      if (analysis.state.peek().kind === 'running') messages.say(text().analysisStarted);
    },
    cancel: () => analysis.cancel(),
    tryFromThere() {
      const r = report();
      if (!r || of() !== 'game') return;
      dialogs.closeDialog();
      if (messages.report(session.retryFrom(r.analysis.index))) messages.say(text().retriedTo(r.before.position.moves));
    },
    showMeFromThere() {
      const r = report();
      if (r && of() === 'game') dialogs.openShowMeFrom(r.before);
    },
    dispose() {
      stopWatch();
      analysis.dispose();
    },
  };
}
