// Where the profiles send their load, from the environment (load-tests/run.sh sets it):
//   GATEWAY_URL     the gateway (default http://127.0.0.1:4000)
//   BUSINESS        the business whose pages are loaded (default demo)
//   TENANT_HOST     the Host header naming the business (default <BUSINESS>.localhost:<port> on loopback,
//                   none elsewhere: the URL's own host names it)
//   LOGIN, PASSWORD who signs in for the signed-in journeys (default the demo owner)
//   SIGN_IN_LOGINS  comma-separated logins the sign-in journey takes in turn
//   LOAD_ALLOW_REMOTE=yes  to target anything but loopback (see load-tests/README.md)
const url = __ENV.GATEWAY_URL || 'http://127.0.0.1:4000';
const parts = /^(https?):\/\/(\[[^\]]+\]|[^/:]+)(?::(\d+))?\/?$/.exec(url);
if (!parts) throw new Error(`GATEWAY_URL must be a bare origin such as http://127.0.0.1:4000, not ${url}`);
const [, , hostname, port] = parts;

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost|[a-z0-9-]+\.localhost)$/i;
export const loopback = LOOPBACK.test(hostname);
if (!loopback && __ENV.LOAD_ALLOW_REMOTE !== 'yes') {
  throw new Error(
    `refusing to load ${hostname}: only loopback is targeted unless LOAD_ALLOW_REMOTE=yes (load-tests/README.md)`,
  );
}

export const BUSINESS = __ENV.BUSINESS || 'demo';
export const GATEWAY_URL = url.replace(/\/$/, '');
export const TENANT_HOST =
  __ENV.TENANT_HOST || (loopback ? `${BUSINESS}.localhost${port ? `:${port}` : ''}` : '');
export const LOGIN = __ENV.LOGIN || 'owner@demo.example';
/** The demo seed's password (not a secret; give PASSWORD for any other environment). */
export const PASSWORD = __ENV.PASSWORD || 'Demo-pass-1';
export const SIGN_IN_LOGINS = (
  __ENV.SIGN_IN_LOGINS || 'owner@demo.example,manager@demo.example,staff@demo.example'
)
  .split(',')
  .map((l) => l.trim())
  .filter(Boolean);

/** The profile's load: VUS virtual users for DURATION (defaults per profile). */
export const load = (vus, duration) => ({
  vus: Number(__ENV.VUS || vus),
  duration: __ENV.DURATION || duration,
});
