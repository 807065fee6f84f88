// A small round-robin HTTP proxy, the load balancer of bench:scale: each request goes to the next
// server in turn, over kept-alive connections to the servers (as a load balancer holds a pool per
// backend); bodies are streamed both ways untouched.
import http from 'node:http';

export interface Proxy {
  /** Sends the following requests round-robin over these origins (http://host:port), on new connections. */
  route: (origins: string[]) => void;
  /** Requests sent to each origin so far. */
  counts: Map<string, number>;
  close: () => Promise<void>;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own on each side, not forwarded.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te'];

export async function startProxy(port: number): Promise<Proxy> {
  let origins: URL[] = [];
  let turn = 0;
  const agents = new Map<string, http.Agent>();
  const counts = new Map<string, number>();
  const agentFor = (origin: URL) => {
    let agent = agents.get(origin.origin);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
      agents.set(origin.origin, agent);
    }
    return agent;
  };
  const server = http.createServer((request, response) => {
    const target = origins[turn++ % origins.length];
    if (!target) {
      response.writeHead(503).end('no server');
      return;
    }
    counts.set(target.origin, (counts.get(target.origin) ?? 0) + 1);
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        agent: agentFor(target),
      },
      (answer) => {
        const back = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete back[name];
        response.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  // Longer than any pause of the bench between phases, so the terminals' kept-alive connections stay.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    route: (list) => {
      origins = list.map((o) => new URL(o));
      turn = 0;
      // Fresh connections to the servers: one a server closed while idle is not reused.
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
    counts,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const agent of agents.values()) agent.destroy();
    },
  };
}
