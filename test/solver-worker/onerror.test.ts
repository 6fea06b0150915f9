import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { SolverClient } from '../../src/solver/client.ts';

/** A worker that dies: its script fails to load, or it runs out of memory mid-search. */
class DyingWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: ((e: MessageEvent) => void) | null = null;
  terminated = false;
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
  die(message: string) {
    this.onerror?.({ message } as ErrorEvent);
  }
  garble() {
    this.onmessageerror?.({} as MessageEvent);
  }
}

/** A client whose workers are DyingWorkers, each kept so the test can make it fail. */
function dyingClient() {
  const workers: DyingWorker[] = [];
  const client = new SolverClient(() => {
    const w = new DyingWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { workers, client };
}

describe('a solver worker that fails', () => {
  it('ends the pending request with an error instead of leaving it waiting', async () => {
    const { workers, client } = dyingClient();
    const pending = client.solve(newGame(1, 2).position, 'classic');
    workers[0]!.die('out of memory');
    await expect(pending).rejects.toThrow(/out of memory/);
    // The next request gets a fresh worker and is answered by it, not by the dead one.
    const next = client.solve(newGame(1, 3).position, 'classic');
    expect(workers).toHaveLength(2);
    workers[1]!.die('');
    await expect(next).rejects.toThrow(/solver worker failed/);
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
  });

  it('ends the request when the worker sends a message that cannot be read', async () => {
    const { workers, client } = dyingClient();
    const pending = client.solve(newGame(1, 2).position, 'classic');
    workers[0]!.garble();
    await expect(pending).rejects.toThrow(/could not be read/);
    expect(workers[0]!.terminated).toBe(true);
  });
});
