// GraphQL over HTTP as the web app sends it (@apollo/client's HttpLink): POST /graphql with the
// operation's name, variables and document, the business's Host, and `authorization: null` when
// signed out. Each request is tagged with its operation, so that thresholds and the summary speak of
// operations; responses with GraphQL errors count in the graphql_errors rate.
import { check } from 'k6';
import http from 'k6/http';
import { Rate } from 'k6/metrics';
import { GATEWAY_URL, TENANT_HOST } from './config.js';

/** The SPA's documents by operation name (load-tests/run.sh writes them from apps/web/src). */
const DOCUMENTS = JSON.parse(open(__ENV.OPERATIONS_FILE || '../../.local/load-tests/operations.json'));

export const graphqlErrors = new Rate('graphql_errors');

export function gql(operationName, variables, idToken) {
  const query = DOCUMENTS[operationName];
  if (!query) throw new Error(`no operation ${operationName} in apps/web/src/**/*.graphql.ts`);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
    authorization: idToken ? `Bearer ${idToken}` : 'null',
  };
  if (TENANT_HOST) headers.host = TENANT_HOST;
  const res = http.post(`${GATEWAY_URL}/graphql`, JSON.stringify({ operationName, variables, query }), {
    headers,
    tags: { operation: operationName, name: operationName },
  });
  let body = null;
  try {
    body = res.json();
  } catch (_) {
    body = null;
  }
  const errors = body && Array.isArray(body.errors) ? body.errors : [];
  graphqlErrors.add(res.status !== 200 || errors.length > 0, { operation: operationName });
  return { res, data: body && body.data, errors };
}

/** A check that the operation answered 200 without errors and that `expect` holds of its data. */
export function answered(operationName, reply, expect) {
  return check(reply, {
    [`${operationName} answered`]: (r) => r.res.status === 200 && r.errors.length === 0 && !!r.data,
    [`${operationName} data`]: (r) => !!r.data && expect(r.data),
  });
}
