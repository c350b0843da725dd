/** What the gate reads of express's request and response. */
interface GateRequest {
  path: string;
  socket: { localPort?: number };
}
interface GateResponse {
  status(code: number): { json(body: unknown): unknown };
}

/** Paths of the internal port: the internal API, readiness and the metrics. */
const INTERNAL_PREFIX = '/internal/';
const INTERNAL_PATHS = ['/readyz', '/metrics'];
/** Served on both: the liveness check. */
const BOTH = ['/healthz'];

/**
 * Which listener may answer a path: the internal API, /readyz and /metrics only on the
 * internal port, which answers nothing else but /healthz; GraphQL and any
 * other public route only on the public port.
 */
export function servedOn(path: string, internal: boolean): boolean {
  if (BOTH.includes(path)) return true;
  return (path.startsWith(INTERNAL_PREFIX) || INTERNAL_PATHS.includes(path)) === internal;
}

/** Express middleware answering 404 for paths the listener a request came in on does not serve. */
export function internalPortGate(internalPort: number) {
  return (req: GateRequest, res: GateResponse, next: () => void): void => {
    if (servedOn(req.path, req.socket.localPort === internalPort)) return next();
    res.status(404).json({ statusCode: 404, message: 'Not Found' });
  };
}
