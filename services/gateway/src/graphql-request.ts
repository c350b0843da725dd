import { DocumentNode, parse } from 'graphql';
import { LocalCache } from './local-cache';

/**
 * Reading a GraphQL request before it runs: its document (parsed once per
 * text), the operation it names and its variables. What the document selects
 * is read in root-fields.ts.
 */

export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

export interface ParsedRequest {
  document: DocumentNode | null;
  operationName: string | null;
  variables: Record<string, unknown>;
}

/**
 * Parsed documents by their text: clients send the same few operations over
 * and over. Documents are only read, never changed, so one can serve every
 * request with that text. Long texts are parsed each time, not kept.
 */
const parsedDocuments = new LocalCache<DocumentNode>({ ttlMs: 600_000, maxEntries: 1000 });
const MAX_CACHED_QUERY_LENGTH = 20_000;

function parseDocument(query: string): DocumentNode | null {
  const cacheable = query.length <= MAX_CACHED_QUERY_LENGTH;
  const cached = cacheable ? parsedDocuments.get(query) : undefined;
  if (cached) return cached;
  try {
    const document = parse(query, { noLocation: true });
    if (cacheable) parsedDocuments.set(query, document);
    return document;
  } catch {
    return null;
  }
}

/** Parses the request's document; a syntax error gives `document: null` (Apollo reports it). */
export function parseRequest(params: GraphQLParams): ParsedRequest {
  const operationName =
    typeof params.operationName === 'string' && params.operationName ? params.operationName : null;
  let variables: Record<string, unknown> = {};
  if (params.variables && typeof params.variables === 'object' && !Array.isArray(params.variables)) {
    variables = params.variables as Record<string, unknown>;
  } else if (typeof params.variables === 'string') {
    // GET requests carry variables as JSON text.
    try {
      const v: unknown = JSON.parse(params.variables);
      if (v && typeof v === 'object' && !Array.isArray(v)) variables = v as Record<string, unknown>;
    } catch {
      /* Apollo answers the malformed variables */
    }
  }
  const document = typeof params.query === 'string' ? parseDocument(params.query) : null;
  return { document, operationName, variables };
}
