import { parseRequest } from './graphql-request';

describe('parseRequest', () => {
  it('reads GET-style JSON variables', () => {
    const r = parseRequest({ query: '{ a }', variables: '{"business":"demo"}', operationName: '' });
    expect(r.variables).toEqual({ business: 'demo' });
    expect(r.operationName).toBeNull();
    expect(r.document).not.toBeNull();
  });
  it('parses a text once and hands every request with it the same document', () => {
    const text = '{ businessQuery(businessName: "demo") { name } }';
    const first = parseRequest({ query: text }).document;
    expect(first).not.toBeNull();
    expect(parseRequest({ query: `${text}` }).document).toBe(first);
    expect(parseRequest({ query: `${text} ` }).document).not.toBe(first);
  });
  it('tolerates syntax errors and junk', () => {
    expect(parseRequest({ query: '{ a ' }).document).toBeNull();
    expect(parseRequest({ query: 42, variables: '[' })).toEqual({
      document: null,
      operationName: null,
      variables: {},
    });
  });
});
