import type { ComponentChildren } from 'preact';
import { useController } from './context.ts';
import { Icon, type IconName } from './icons.tsx';

function ToolButton(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class="tool"
      aria-label={props.label}
      aria-disabled={props.disabled ? 'true' : undefined}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <span class="tool-label" aria-hidden="true">
        {useController().text.wordBreaks?.[props.label] ?? props.label}
      </span>
    </button>
  );
}

/** The action buttons. Unavailable ones stay focusable and say why when pressed. */
export function Toolbar() {
  const c = useController();
  const { session, text } = c;
  const paused = session.paused.value;
  return (
    <nav class="toolbar" aria-label={text.toolbarLabel}>
      <ToolButton icon="undo" label={text.undo} disabled={!session.canUndo.value} onClick={c.undo} />
      <ToolButton icon="redo" label={text.redo} disabled={!session.canRedo.value} onClick={c.redo} />
      <ToolButton icon="plus" label={text.newGame} onClick={() => c.open({ kind: 'new-game' })} />
      <ToolButton icon="restart" label={text.restart} onClick={c.askRestart} />
      <ToolButton icon="flag" label={text.giveUp} onClick={c.askGiveUp} />
      <ToolButton
        icon={paused ? 'play' : 'pause'}
        label={paused ? text.resume : text.pause}
        onClick={c.togglePause}
      />
    </nav>
  );
}
