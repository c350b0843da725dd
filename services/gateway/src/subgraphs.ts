import { SERVICE_PORTS } from '@tempo/contracts';

/** Every subgraph the supergraph may contain, in composition order. */
export const SUBGRAPH_NAMES = [
  'identity',
  'people',
  'scheduling',
  'billing',
  'messaging',
  'voice',
  'reviews',
] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

/** The local address of a subgraph: loopback on its default port. */
export const defaultSubgraphUrl = (name: SubgraphName): string =>
  `http://127.0.0.1:${SERVICE_PORTS[name]}/graphql`;

/** The environment variable overriding a subgraph's address, e.g. IDENTITY_URL. */
export const subgraphUrlVar = (name: SubgraphName): string => `${name.toUpperCase()}_URL`;
