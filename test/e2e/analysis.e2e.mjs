// "Where did it go wrong?" in a real Chromium (issue 24, point 1): a 1-suit deal lost on purpose
// by a known bad line (all five rows dealt at once, deal 33), given up; the analysis runs in the
// app's own worker and names the fifth deal, as the CLI's `analyze` does for the same line; "Try
// from there" puts the table after the fourth deal back, which survives a reload with its undo
// history; then the analysis's winning line is played from there only until nothing is hidden,
// and Finish (issue 24) plays out the rest to the win panel, the moves counted.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { axe } from './axe.mjs';
import { RECORDER, recentInput, waitForMoves } from './recorder.mjs';
import { pressTool } from './toolbar.mjs';

export const timeoutMs = 300_000; // the analysis in a worker and a whole line played, on a busy machine

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEAL = 33;
const BAD_LINE = Array.from({ length: 5 }, () => ({ type: 'deal' }));
const WRONG = 'Where did it go wrong?';
const DESKTOP = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' };

const moveName = (a) =>
  a.type === 'deal' ? 'Deal a row' : `Move ${a.count} ${a.count === 1 ? 'card' : 'cards'} from column ${a.from + 1} to column ${a.to + 1}`;

/** The CLI's analysis of the same line: the app's search at the app's budget. */
function cliAnalysis() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'analyze', '--suits', '1', '--deal', String(DEAL), '--moves', '-'], {
    cwd: ROOT,
    encoding: 'utf8',
    input: JSON.stringify(BAD_LINE),
  });
  return JSON.parse(out);
}

async function waitForShown(page, locator, what, timeout = 10_000) {
  try {
    await locator.waitFor({ timeout });
  } catch {
    throw new Error(`waited ${timeout / 1000}s for ${what}; last input: ${await recentInput(page)}`);
  }
}

/** @param {{ baseUrl: string, launch: (o?: object) => Promise<import('playwright-core').BrowserContext> }} ctx */
export default async function analysis({ baseUrl, launch }) {
  const expected = cliAnalysis();
  assert.equal(expected.result, 'lost-at', 'the CLI finds where the line was lost');
  assert.equal(expected.index, 4, 'the fifth deal is the one after which no win is found');

  const context = await launch(DESKTOP);
  await context.addInitScript(RECORDER);
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console error: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.goto(`${baseUrl}?suits=1&deal=${DEAL}`, { waitUntil: 'load' });
  await page.locator('[role=status]').waitFor();

  // The bad line: every row dealt at once (the All-moves list's Deal a row, by keyboard: the
  // stock takes a second press inside its guard as a double tap), then give up.
  const region = page.getByRole('region', { name: 'All moves' });
  await region.getByRole('button', { name: 'Show all moves' }).press('Enter');
  for (let i = 1; i <= BAD_LINE.length; i++) {
    await region.getByRole('button', { name: 'Deal a row', exact: true }).press('Enter');
    await waitForMoves(page, i, `deal ${i}`);
  }
  await pressTool(page, 'Give up');
  const confirm = page.getByRole('dialog', { name: 'Give up this game?' });
  await waitForShown(page, confirm, 'the give-up question');
  await confirm.getByRole('button', { name: 'Give up' }).click();
  const over = page.getByRole('dialog', { name: 'Game over' });
  await waitForShown(page, over, 'the game-over panel');

  // The analysis: progress (or the answer at once on a fast machine), then its panel.
  await over.getByRole('button', { name: WRONG, exact: true }).click();
  const panel = page.getByRole('dialog', { name: WRONG });
  await waitForShown(page, panel, 'the analysis panel', 120_000);
  const text = await panel.textContent();
  assert.match(text, /After move 5 — dealing a row — no winning line was found\./, `the panel names the fifth deal: "${text.slice(0, 300)}"`);
  const listed = await panel.locator('.analysis-next li').allTextContents();
  assert.equal(listed.length, Math.min(5, expected.line.length), 'the next moves of the winning line are listed');
  const first = expected.line[0];
  assert.ok(
    first.type === 'deal' ? /Dealt/.test(listed[0]) : listed[0].includes(`column ${first.to + 1}`),
    `the first listed move is the CLI's: "${listed[0]}"`,
  );
  // The read-only table is the one after four deals: 94 cards on it, one row in the stock.
  const shown = await panel.getByRole('group', { name: 'The table before that move' }).locator('[role=group][aria-label^="Column "] [data-card]').count();
  assert.equal(shown, 94, 'the table of that moment: 54 dealt plus four rows');
  await axe(page, 'the analysis panel');

  // Try from there: the table after four deals, the same game, marked retried.
  await panel.getByRole('button', { name: 'Try from there', exact: true }).click();
  await waitForMoves(page, 4, 'after Try from there');
  assert.equal(await page.getByRole('dialog', { name: 'Game over' }).count(), 0, 'the game is in play again');

  // A reload keeps it, with its undo history.
  await page.reload({ waitUntil: 'load' });
  await waitForMoves(page, 4, 'after a reload');
  await pressTool(page, 'Undo');
  await waitForMoves(page, 3, 'an undo after the reload');
  await pressTool(page, 'Redo');
  await waitForMoves(page, 4, 'redo after the reload');

  // The analysis's line from that table, only until nothing is hidden (no face-down card, the
  // stock dealt) or Finish is offered sooner; then Finish, found by its name, wins the rest.
  if (await region.getByRole('button', { name: 'Show all moves' }).count()) await region.getByRole('button', { name: 'Show all moves' }).press('Enter');
  const finish = page.getByRole('button', { name: 'Finish', exact: true });
  const known = () => page.evaluate(() => !document.querySelector('.col [data-card][aria-label="Face-down card"]') && !!document.querySelector('.stock.empty'));
  let played = 0;
  while (!(await known()) && (await finish.count()) === 0) {
    assert.ok(played < expected.line.length, 'the analysis line reaches a table with nothing hidden before it wins');
    const button = region.getByRole('button', { name: moveName(expected.line[played]), exact: true });
    await button.focus();
    await button.press('Enter');
    played++;
    await waitForMoves(page, 4 + played, `the line's action ${played}/${expected.line.length}`);
  }
  assert.ok(played < expected.line.length, `Finish is needed: ${played} of the line's ${expected.line.length} actions played`);
  await waitForShown(page, finish, 'the Finish button', 60_000);
  const before = 4 + played;
  await finish.click();
  const won = page.getByRole('dialog', { name: /won/ });
  await waitForShown(page, won, 'the win panel');
  const moves = Number((await won.textContent()).match(/Moves\s*(\d+)/)?.[1]);
  assert.ok(moves > before, `the win panel counts the played-out moves (${moves} after ${before})`);
  await waitForMoves(page, moves, 'the status line after Finish');
  // With reduced motion the play-out is told once, at its end, with the moves it made.
  const told = await page.evaluate(() => (window.__inputLog ?? []).filter((l) => /Played out in/.test(l)));
  assert.ok(
    told.some((l) => l.includes(`Played out in ${moves - before} moves`)),
    `the play-out's end is told with its ${moves - before} moves: ${JSON.stringify(told)}`,
  );
  assert.match(await won.textContent(), /Tried again from an earlier table\./, 'the win panel says the game was tried again');
  assert.deepEqual(problems, [], 'no console errors');
  await context.close();
}
