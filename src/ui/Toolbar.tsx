import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useController } from './context.ts';
import { Icon, type IconName } from './icons.tsx';

function ToolButton(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  expanded?: boolean;
  controls?: string;
  children?: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={`tool${props.busy ? ' busy' : ''}`}
      aria-label={props.label}
      aria-disabled={props.disabled ? 'true' : undefined}
      aria-expanded={props.expanded === undefined ? undefined : props.expanded ? 'true' : 'false'}
      aria-controls={props.controls}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <span class="tool-label" aria-hidden="true">
        {useController().text.wordBreaks?.[props.label] ?? props.label}
      </span>
    </button>
  );
}

/**
 * The action buttons: the frequent ones always in sight (Undo, Redo, Hint, New game), the rest
 * (Restart, Give up, Pause) behind More, so every button keeps 44 px on a 360 px phone.
 * Unavailable ones stay focusable and say why when pressed. More opens a group of ordinary
 * buttons (a disclosure, not a menu), so each keeps its name and role.
 */
export function Toolbar() {
  const c = useController();
  const { session, text } = c;
  const paused = session.clock.paused.value;
  const calculating = c.hints.state.value.status === 'calculating';
  const [more, setMore] = useState(false);
  const root = useRef<HTMLElement>(null);

  // The extra buttons close on Esc, on a press elsewhere, and after one of them is used.
  useEffect(() => {
    if (!more) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setMore(false);
      root.current?.querySelector<HTMLElement>('[aria-controls="more-actions"]')?.focus();
    };
    const onPress = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMore(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPress, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPress, true);
    };
  }, [more]);

  const then = (action: () => void) => () => {
    setMore(false);
    action();
  };
  return (
    <nav class="toolbar" aria-label={text.toolbarLabel} ref={root}>
      <ToolButton icon="undo" label={text.undo} disabled={!session.views.canUndo.value} onClick={c.input.undo} />
      <ToolButton icon="redo" label={text.redo} disabled={!session.views.canRedo.value} onClick={c.input.redo} />
      <ToolButton icon="bulb" label={text.hint} busy={calculating} disabled={session.views.over.value} onClick={c.input.hint} />
      <ToolButton icon="plus" label={text.newGame} onClick={() => c.dialogs.open({ kind: 'new-game' })} />
      <ToolButton icon="more" label={text.more} expanded={more} controls="more-actions" onClick={() => setMore(!more)} />
      <div id="more-actions" class="more-actions" hidden={!more}>
        <ToolButton icon="restart" label={text.restart} onClick={then(c.dialogs.askRestart)} />
        <ToolButton icon="flag" label={text.giveUp} onClick={then(c.dialogs.askGiveUp)} />
        <ToolButton icon={paused ? 'play' : 'pause'} label={paused ? text.resume : text.pause} onClick={then(c.input.togglePause)} />
      </div>
    </nav>
  );
}
