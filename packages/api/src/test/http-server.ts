import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface TestHttpServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** What the server does with the next requests; replace it per test. */
  handle: Handler;
  close(): Promise<void>;
}

/** A real HTTP server on an ephemeral loopback port, for testing the client over the wire. */
export async function startTestServer(): Promise<TestHttpServer> {
  const state: TestHttpServer = {
    url: '',
    requests: [],
    handle: (_req, res) => sendJson(res, 404, { success: false, message: 'Not found' }),
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      state.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      });
      state.handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      // Stalled test requests hold their sockets open; end them so close() can finish.
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return state;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function ok(res: ServerResponse, value: unknown): void {
  sendJson(res, 200, { success: true, value });
}
