import type { HelpBlock } from '../i18n/ui-text.ts';
import { useController } from './context.ts';
import { Dialog } from './Dialog.tsx';

function Block({ block }: { block: HelpBlock }) {
  if ('p' in block) return <p>{block.p}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl class="terms">
      {block.terms.map(([term, description]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How to play, in the player's language (SPEC §3 Help). */
export function HelpDialog() {
  const c = useController();
  const { text } = c;
  // The daily results are explained only where the app has a results service.
  const sections = c.results.value ? [...text.helpSections, text.resultsHelp] : text.helpSections;
  return (
    <Dialog title={text.help} onClose={c.dialogs.closeDialog} class="help" done={text.done}>
      {sections.map((section, i) => (
        <section key={section.heading}>
          {/* Reading starts at the top: the first heading takes the focus, not the Close button. */}
          <h3 {...(i === 0 ? { tabIndex: -1, 'data-autofocus': true } : {})}>{section.heading}</h3>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
      <div class="actions">
        <button type="button" class="primary" onClick={c.dialogs.closeDialog}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
