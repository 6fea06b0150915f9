// The toolbar keeps Undo, Redo, Hint and New game in sight; Restart, Give up and Pause sit
// behind More (a disclosure of ordinary buttons). This finds a toolbar button by its SPEC §8
// name, opening More first when the button is not shown.

/**
 * @param {import('playwright-core').Page} page
 * @param {string} name
 * @param {'click' | 'tap'} how
 */
export async function pressTool(page, name, how = 'click') {
  const button = page.getByRole('navigation').getByRole('button', { name, exact: true });
  if (!(await button.isVisible())) {
    const more = page.getByRole('navigation').getByRole('button', { name: 'More', exact: true });
    await (how === 'tap' ? more.tap() : more.click());
    await button.waitFor({ state: 'visible', timeout: 5_000 });
  }
  await (how === 'tap' ? button.tap() : button.click());
}
