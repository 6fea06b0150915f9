import { Component, type ComponentChild, type FunctionComponent } from 'preact';

/**
 * Skips a re-render when every prop is the same value as before (a small stand-in for
 * preact/compat's memo, without pulling compat into the bundle).
 */
export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const prev = this.props as Record<string, unknown>;
      const now = next as Record<string, unknown>;
      for (const k in now) if (now[k] !== prev[k]) return true;
      for (const k in prev) if (!(k in now)) return true;
      return false;
    }
    override render(props: P): ComponentChild {
      return render(props);
    }
  }
  (Memo as unknown as { displayName: string }).displayName = `memo(${render.displayName ?? render.name})`;
  return Memo as unknown as FunctionComponent<P>;
}
