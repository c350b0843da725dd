/** The gateway's e2e suites use the shared end-to-end client (libs/nest/testing). */
export {
  call,
  get,
  GATEWAY,
  GATEWAY_INTERNAL,
  host,
  LOGIN,
  login,
  loginByLink,
  mailpit,
  PASSWORD,
  uniqueName,
} from '@tempo/testing';
export type { RawAnswer, Session } from '@tempo/testing';
