// Shared by the e2e files: a recorder of the page's last pointer events and messages, so a
// step that did not happen says why.

/** Runs in the page (addInitScript): keeps the last 40 input events and messages. */
export const RECORDER = () => {
  const log = [];
  window.__inputLog = log;
  const keep = (line) => {
    log.push(`${Math.round(performance.now())} ${line}`);
    if (log.length > 40) log.shift();
  };
  for (const type of ['pointerdown', 'pointerup', 'pointercancel', 'lostpointercapture', 'click']) {
    document.addEventListener(
      type,
      (e) =>
        keep(
          `${type}(${e.pointerType ?? ''}) ${Math.round(e.clientX)},${Math.round(e.clientY)} on ${e.target?.getAttribute?.('aria-label') ?? e.target?.className ?? '?'}`,
        ),
      true,
    );
  }
  new MutationObserver(() => {
    const t = [...document.querySelectorAll('.toast.show, [role=alert]')]
      .map((n) => n.textContent)
      .filter(Boolean)
      .join(' / ');
    if (t && !log.at(-1)?.endsWith(t)) keep(`message: ${t}`);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

/** The page's recent input and messages, one line. */
export function recentInput(page) {
  return page.evaluate(() => (window.__inputLog ?? []).slice(-12).join(' | ')).catch(() => '(page gone)');
}

/** Waits until the status line shows `Moves: n`; a failure says what it showed instead and why. */
export async function waitForMoves(page, n, where = '') {
  const want = `Moves: ${n}`;
  try {
    await page.waitForFunction((t) => document.querySelector('[role=status]')?.textContent?.includes(t), want, {
      timeout: 10_000,
    });
  } catch {
    const shown = await page.evaluate(() => document.querySelector('[role=status]')?.textContent ?? '(no status line)').catch(() => '(page gone)');
    throw new Error(`${where}: waited for "${want}", the status line shows "${shown}"; last input: ${await recentInput(page)}`);
  }
}
