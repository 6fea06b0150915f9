/// <reference lib="webworker" />
import { handleRequest } from './handle.ts';

// Module worker entry: one request at a time; the client cancels by terminating the worker.
// Whatever arrives is decoded by handleRequest, never trusted as it is.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<unknown>) => {
  scope.postMessage(handleRequest(event.data, (message) => scope.postMessage(message)));
};
