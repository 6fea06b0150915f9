import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Controller } from '../app/controller.ts';
import type { Animator } from './animate.ts';
import type { PointerOptions } from './pointer.ts';

export const ControllerContext = createContext<Controller | null>(null);

export function useController(): Controller {
  const c = useContext(ControllerContext);
  if (!c) throw new Error('useController() outside <ControllerContext.Provider>');
  return c;
}

/** The live table's animator: DOM work, so it belongs to the screen, not to the controller. */
export const AnimatorContext = createContext<Animator | null>(null);

export function useAnimator(): Animator {
  const a = useContext(AnimatorContext);
  if (!a) throw new Error('useAnimator() outside <AnimatorContext.Provider>');
  return a;
}

/** How the table takes pointer events (tests trust their synthetic ones); the app passes none. */
export const PointerOptionsContext = createContext<PointerOptions>({});

export const usePointerOptions = (): PointerOptions => useContext(PointerOptionsContext);
