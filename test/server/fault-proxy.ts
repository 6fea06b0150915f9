/**
 * A TCP proxy between the service and its PostgreSQL, for fault tests: it forwards bytes until
 * told to `cut` (every connection dropped at once, new ones refused: the database stopped or
 * its machine gone) or to `freeze` (connections stay open but nothing passes: a stopped
 * postmaster, a hung network), and `restore` makes it forward again. The cluster itself keeps
 * running for the other tests.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface FaultProxy {
  /** A postgres:// address that reaches the database through the proxy. */
  readonly url: string;
  cut(): void;
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Where `url` (a postgres:// address, on a Unix socket folder or a TCP host) really connects. */
function target(url: URL): { path: string } | { host: string; port: number } {
  const port = Number(url.port || url.searchParams.get('port') || 5432);
  const host = url.searchParams.get('host') ?? (url.hostname === NO_HOST ? '/var/run/postgresql' : url.hostname);
  return host.startsWith('/') ? { path: `${host}/.s.PGSQL.${port}` } : { host, port };
}

// postgres://user@/db?host=/socket/folder has no host, which URL cannot parse: name one.
const NO_HOST = 'no-host.invalid';

export async function faultProxy(databaseUrl: string, searchPath?: string): Promise<FaultProxy> {
  const upstream = new URL(databaseUrl.replace(/^(postgres(?:ql)?:\/\/(?:[^/@]*@)?)(?=[/?]|$)/, `$1${NO_HOST}`));
  const to = target(upstream);
  let mode: 'open' | 'cut' | 'frozen' = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>(); // connections made while frozen: accepted, never answered

  const server: Server = createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    if (mode === 'frozen') {
      held.add(client);
      client.pause();
      client.on('error', () => client.destroy()).on('close', () => held.delete(client));
      return;
    }
    const db = 'path' in to ? connect(to.path) : connect(to.port, to.host);
    const pair: [Socket, Socket] = [client, db];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      db.destroy();
    };
    client.on('error', drop).on('close', drop);
    db.on('error', drop).on('close', drop);
    client.pipe(db);
    db.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  const url = new URL(`postgres://127.0.0.1:${port}${upstream.pathname}`);
  url.username = upstream.username;
  url.password = upstream.password;
  if (searchPath) {
    url.searchParams.set('options', `-c search_path=${searchPath}`);
    url.searchParams.set('application_name', searchPath); // so its connections can be found
  }

  const everyPair = (f: (s: Socket) => void) => {
    for (const [a, b] of pairs) {
      f(a);
      f(b);
    }
    for (const s of held) f(s);
  };
  return {
    url: url.toString(),
    cut() {
      mode = 'cut';
      everyPair((s) => s.destroy());
    },
    freeze() {
      mode = 'frozen';
      for (const [a, b] of pairs) {
        a.unpipe(b);
        b.unpipe(a);
        a.pause();
        b.pause();
      }
    },
    restore() {
      // Frozen connections are dropped rather than thawed: what they held has timed out.
      if (mode === 'frozen') everyPair((s) => s.destroy());
      mode = 'open';
    },
    async close() {
      everyPair((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
