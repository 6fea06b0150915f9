/// <reference lib="webworker" />
import { handleRequest } from './handle.ts';
import type { SolverRequest } from './protocol.ts';

// Module worker entry: one request at a time; the client cancels by terminating the worker.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<SolverRequest>) => {
  scope.postMessage(handleRequest(event.data));
};
