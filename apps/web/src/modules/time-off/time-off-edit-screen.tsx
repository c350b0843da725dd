import { Link, useNavigate, useParams } from 'react-router';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../app/errors';
import { timezoneLabel } from '../timezone/timezone-model';
import { TimeOffCard } from './time-off-card';
import { TimeOffForm } from './time-off-form';
import { allowedActions } from './time-off-model';
import { TIME_OFF_ITEM, TIME_OFF_REQUEST } from './time-off.graphql';
import { useTimeOffContext } from './use-time-off-context';

/** /timeoff/:requestId/edit: a request; its requester changes it while it is submitted. */
export default function TimeOffEditScreen() {
  const { requestId = '' } = useParams();
  const navigate = useNavigate();
  const ctx = useTimeOffContext();
  const { data, loading, error } = useQuery(
    TIME_OFF_REQUEST,
    ctx.business
      ? { variables: { business: ctx.business, id: requestId }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const request = data?.timeOffRequest ? getFragmentData(TIME_OFF_ITEM, data.timeOffRequest) : undefined;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to="/timeoff" size="sm">
        ← Time off
      </Anchor>
      <Title order={2}>{request?.title ?? 'Time off request'}</Title>
      <Text size="sm" c="dimmed">
        {timezoneLabel(ctx.zone)}
      </Text>
      {(loading || ctx.loading) && !request && <Loader aria-label="Loading" />}
      {error && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {request && (
        <TimeOffCard business={ctx.business} request={request} rights={ctx.rights} zone={ctx.zone} />
      )}
      {request && !ctx.loading && allowedActions(request, ctx.rights).edit && (
        <TimeOffForm
          key={`${request.id}:${request.startAt}:${request.endAt}`}
          business={ctx.business}
          zone={ctx.zone}
          categories={ctx.categories}
          request={request}
          onSaved={() => navigate('/timeoff')}
          onCancel={() => navigate('/timeoff')}
        />
      )}
    </Stack>
  );
}
