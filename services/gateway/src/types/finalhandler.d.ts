/** finalhandler 2 (express's final handler), as graphql-route.ts calls it. */
declare module 'finalhandler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Options {
    env?: string;
    onerror?: (err: Error, req: IncomingMessage, res: ServerResponse) => void;
  }
  function finalhandler(
    req: IncomingMessage,
    res: ServerResponse,
    options?: Options,
  ): (err?: unknown) => void;
  export = finalhandler;
}
