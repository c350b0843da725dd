/** The gateway's e2e suites use the shared end-to-end client (libs/nest/testing). */
export {
  call,
  CURRENT_USER,
  get,
  GATEWAY,
  GATEWAY_INTERNAL,
  gql,
  host,
  LOGIN,
  LOGIN_PASSWORDLESS,
  LOGIN_REFRESH,
  login,
  loginByLink,
  mailpit,
  op,
  PASSWORD,
  REQUEST_LOGIN_LINK,
  uniqueName,
  waitFor,
} from '@tempo/testing';
export type { BusinessResult, GqlResponse, RawAnswer, Session, StatusResult } from '@tempo/testing';
