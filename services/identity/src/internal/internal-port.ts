/** What the gate reads of express's request and response. */
interface GateRequest {
  path: string;
  socket: { localPort?: number };
}
interface GateResponse {
  status(code: number): { json(body: unknown): unknown };
}

/** Paths served on the internal port: the internal API, and the health check for the cluster. */
const INTERNAL_PREFIX = '/internal/';
const BOTH = ['/healthz'];

/**
 * Which listener may answer a path: the internal API only on the internal
 * port, which answers nothing else but /healthz; the GraphQL API and the
 * JWKS only on the public port.
 */
export function servedOn(path: string, internal: boolean): boolean {
  if (BOTH.includes(path)) return true;
  return path.startsWith(INTERNAL_PREFIX) === internal;
}

/** Express middleware answering 404 for paths the listener a request came in on does not serve. */
export function internalPortGate(internalPort: number) {
  return (req: GateRequest, res: GateResponse, next: () => void): void => {
    if (servedOn(req.path, req.socket.localPort === internalPort)) return next();
    res.status(404).json({ statusCode: 404, message: 'Not Found' });
  };
}
