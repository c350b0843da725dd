import { Link, useParams } from 'react-router';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../app/errors';
import { useBusinessName, useCan } from '../clients/use-business';
import { SessionForm } from './session-form';
import { SESSION, SESSION_DETAILS } from './services.graphql';

/** /services/:serviceId/sessions/:sessionId/edit: a session (SESSION read; editable with SESSION update). */
export default function SessionEditScreen() {
  const { serviceId = '', sessionId = '' } = useParams();
  const business = useBusinessName();
  const can = useCan();
  const { data, loading, error } = useQuery(
    SESSION,
    business ? { variables: { business, id: sessionId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const session = data?.session ? getFragmentData(SESSION_DETAILS, data.session) : undefined;
  return (
    <Stack gap="md" maw={800}>
      <Anchor component={Link} to={`/services/${serviceId}/edit#Sessions`} size="sm">
        ← {session?.service.name ?? 'Service'}
      </Anchor>
      <Title order={2}>{session ? session.name : 'Session'}</Title>
      {loading && !data && <Loader aria-label="Loading" />}
      {error && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {session && (
        <SessionForm
          key={JSON.stringify(session)}
          business={business}
          serviceId={serviceId}
          session={session}
          today={session.startDate}
          readOnly={!can('update', 'SESSION')}
        />
      )}
    </Stack>
  );
}
