import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Controller } from './controller.ts';

export const ControllerContext = createContext<Controller | null>(null);

export function useController(): Controller {
  const c = useContext(ControllerContext);
  if (!c) throw new Error('useController() outside <ControllerContext.Provider>');
  return c;
}
