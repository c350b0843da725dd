import { names } from '@nx/devkit';
import { MAX_SUBGRAPH_PORT, SUBGRAPH_NAME_PATTERN } from '@tempo/config';

/** The options of `nx g @tempo/nx-plugin:subgraph` (schema.json). */
export interface SubgraphGeneratorOptions {
  name: string;
  port?: number;
  aggregate?: string;
  skipFormat?: boolean;
}

/** The sample aggregate: lower-case words joined by dashes (note, time-off-request). */
const AGGREGATE_NAME = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;
/** A new subgraph's port: not a privileged one, and no higher than a manifest allows. */
export const PORT_RANGE = { min: 1024, max: MAX_SUBGRAPH_PORT } as const;

/**
 * Words a subgraph cannot be named: the name is a constant in its description
 * file (`export const people = defineSubgraph(...)`), next to `join`.
 */
const RESERVED = new Set(
  (
    'arguments await break case catch class const continue debugger default delete do else enum eval export ' +
    'extends false finally for function if implements import in instanceof interface let new null package ' +
    'private protected public return static super switch this throw true try typeof undefined var void while ' +
    'with yield join'
  ).split(' '),
);

export class GeneratorOptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneratorOptionError';
  }
}

/** The subgraph's name, checked. */
export function subgraphName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!SUBGRAPH_NAME_PATTERN.test(name))
    throw new GeneratorOptionError(
      `The subgraph's name must be one lower-case word (a letter, then letters or digits), e.g. people; got '${String(raw ?? '')}'`,
    );
  if (RESERVED.has(name))
    throw new GeneratorOptionError(
      `'${name}' is a reserved word in TypeScript: choose another subgraph name`,
    );
  return name;
}

/** The sample aggregate's name, checked. */
export function aggregateName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!AGGREGATE_NAME.test(name))
    throw new GeneratorOptionError(
      `The aggregate's name must be lower-case words joined by dashes, e.g. note or time-off-request; got '${String(raw ?? '')}'`,
    );
  return name;
}

/** The plural of an English noun, for names (note → notes, entry → entries, class → classes). */
export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** How the aggregate is spelled in files, classes, GraphQL and SQL. */
export interface AggregateNames {
  /** note-entry: file names. */
  file: string;
  /** NoteEntry: classes and GraphQL types. */
  className: string;
  /** noteEntry: variables. */
  property: string;
  /** NOTE_ENTRY: constants. */
  constant: string;
  /** note_entry: the table. */
  table: string;
  /** Words for comments and test titles: note entry. */
  words: string;
  plural: { file: string; className: string; property: string; words: string };
}

export function aggregateNames(aggregate: string): AggregateNames {
  const one = names(aggregate);
  const many = names(plural(aggregate));
  return {
    file: one.fileName,
    className: one.className,
    property: one.propertyName,
    constant: one.constantName,
    table: one.fileName.replace(/-/g, '_'),
    words: aggregate.replace(/-/g, ' '),
    plural: {
      file: many.fileName,
      className: many.className,
      property: many.propertyName,
      words: plural(aggregate).replace(/-/g, ' '),
    },
  };
}

/** A port given on the command line, checked. */
export function checkedPort(port: unknown): number {
  const n = typeof port === 'string' && port.trim() !== '' ? Number(port) : port;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < PORT_RANGE.min || n > PORT_RANGE.max)
    throw new GeneratorOptionError(
      `The port must be a whole number from ${PORT_RANGE.min} to ${PORT_RANGE.max}; got '${String(port)}'`,
    );
  return n;
}
