import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { useBusinessName } from '../staff/screen-helpers';
import { DEPENDENT_SUMMARY, MYSELF_DEPENDENTS } from './self.graphql';
import { MYSELF_OPTION, selectorOptions, selectorTarget } from './self-model';

/**
 * The dependent selector of the self pages (001 §2.3): 'Myself' and each dependent; choosing
 * one opens the same self page for that person. Hidden for a client without dependents.
 */
export function DependentSelector({ dependentId }: { dependentId?: string }) {
  const business = useBusinessName();
  const navigate = useNavigate();
  const { data } = useQuery(MYSELF_DEPENDENTS, { variables: { business }, fetchPolicy: 'cache-and-network' });
  const dependents = (data?.myself.dependents ?? []).map((d) => getFragmentData(DEPENDENT_SUMMARY, d));
  if (!dependents.length) return null;
  return (
    <Select
      label="Viewing"
      data={selectorOptions(dependents)}
      value={dependentId ?? MYSELF_OPTION}
      allowDeselect={false}
      onChange={(value) => navigate(selectorTarget(value))}
      w={260}
      maw="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
