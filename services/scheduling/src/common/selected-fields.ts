import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query asks of the value a resolver returns (its items, for a list), fragments
 * and inline fragments included: what a resolver may leave unread when it is not asked.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === 'Field') names.add(s.name.value);
      else if (s.kind === 'InlineFragment') visit(s.selectionSet);
      else visit(info.fragments[s.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
