import { getFragmentData } from '../../gql';
import { statusLabel } from './client-list-model';
import { ClientProfile, PERSON_LINK } from './clients.graphql';
import { addressLines, memberLabel } from './profile-model';

/** One line of the side-by-side comparison of two records. */
export interface ComparedField {
  label: string;
  left: string;
  right: string;
  differs: boolean;
}

const names = (people: ClientProfile['accountManagers']) =>
  getFragmentData(PERSON_LINK, people)
    .map((p) => p.name)
    .join(', ');

const FIELDS: ReadonlyArray<[string, (p: ClientProfile) => string]> = [
  ['Name', (p) => p.name],
  ['E-mail', (p) => p.email ?? ''],
  ['Phones', (p) => p.phones.join(', ')],
  ['Address', (p) => addressLines(p).join(', ')],
  ['Birth date', (p) => p.birthdate ?? ''],
  ['Gender', (p) => p.gender ?? ''],
  ['Status', (p) => (p.status ? statusLabel(p.status) : '')],
  ['Membership', (p) => memberLabel(p) ?? ''],
  ['Tags', (p) => p.tags.join(', ')],
  ['Flags', (p) => p.flags.map((f) => f.reason).join(', ')],
  ['Custom attributes', (p) => p.customAttributes.map((c) => `${c.name}: ${c.value}`).join(', ')],
  ['Photo release', (p) => (p.photoRelease ? 'Yes' : 'No')],
  ['Account managers', (p) => names(p.accountManagers)],
  ['Dependents', (p) => names(p.dependents)],
  ['Peers', (p) => names(p.peers)],
  ['Joined', (p) => p.joinedAt.slice(0, 10)],
];

/** Both records field by field, '-' for an empty value, marking the fields that differ. */
export function compareRecords(left: ClientProfile, right: ClientProfile): ComparedField[] {
  return FIELDS.map(([label, read]) => {
    const a = read(left);
    const b = read(right);
    return { label, left: a || '-', right: b || '-', differs: a !== b };
  });
}

/** The mergePeople arguments: the record not kept is the one deleted; none without two records. */
export function mergeArguments(
  ids: readonly [string, string | null],
  keepId: string,
): { toDeleteId: string; toKeepId: string } | null {
  const [a, b] = ids;
  if (!b || a === b || (keepId !== a && keepId !== b)) return null;
  return { toKeepId: keepId, toDeleteId: keepId === a ? b : a };
}

/** What merging does (the people subgraph's merge), said before it is confirmed. */
export const MERGE_EXPLAINED =
  'The kept record keeps its own details and takes from the other one what it lacks; phones, tags, flags, ' +
  'custom attributes, family links and files are joined. The other record is then deleted.';
