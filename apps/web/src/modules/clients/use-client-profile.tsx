import { useEffect, useMemo } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Loader } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { getFragmentData } from '../../gql';
import { CLIENT_PROFILE, CLIENT_PROFILE_QUERY, ClientProfile } from './clients.graphql';
import { useBusinessName } from './use-business';

export interface ProfileState {
  person: ClientProfile | null;
  /** Loading with nothing to show yet. */
  loading: boolean;
  error: unknown;
}

/** A client's whole record by id (none without an id); a failure is also shown as a toast. */
export function useClientProfile(id: string | null): ProfileState {
  const business = useBusinessName();
  const { data, loading, error } = useQuery(
    CLIENT_PROFILE_QUERY,
    business && id ? { variables: { business, id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);
  const person = useMemo(
    () => (data?.people[0] ? getFragmentData(CLIENT_PROFILE, data.people[0]) : null),
    [data],
  );
  return { person, loading: loading && !data, error };
}

/** What a screen shows instead of a record it has not got: loading, the error, or that it is gone. */
export function ProfileUnavailable({ state }: { state: ProfileState }) {
  if (state.loading) return <Loader aria-label="Loading" />;
  if (state.error)
    return (
      <Alert color="red" title="Error fetching data">
        {errorMessage(state.error)}
      </Alert>
    );
  return <Alert color="yellow">This client does not exist (any more).</Alert>;
}
