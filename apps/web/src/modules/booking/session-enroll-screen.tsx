import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Loader, MultiSelect, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { getFragmentData } from '../../gql';
import { ENROLLMENT_TYPES } from '../events/event-model';
import { revealFirstError } from '../staff/screen-helpers';
import { formatInstant } from '../timezone/zoned-time';
import { isAgeRefusal } from './booking-model';
import { SESSION_EVENTS } from './catalogue.graphql';
import {
  DROP_IN_TYPES,
  EnrolmentFormValues,
  enrolmentInput,
  isFullRefusal,
  validateEnrolment,
} from './enrolment-model';
import { ENROLL_IN_SESSION } from './enrolment.graphql';
import { BOOKING_OUTCOME } from './outcome.graphql';
import {
  ClientsPicker,
  FormActions,
  notifyDone,
  PlanSelect,
  RefusalAlert,
  ServiceSelect,
} from './form-parts';
import { optionsOf, useCatalogue } from './use-catalogue';
import { usePickedClients } from './use-picked-clients';

/**
 * /session/enroll (?clientId) and /services/:serviceId/sessions[/:sessionId[/events/:eventId]]/enroll:
 * enrol clients in a session with a plan and an enrolment type (001 §9); a drop in chooses its
 * events. A full session offers the waitlist; an age refusal can be overridden.
 */
export default function SessionEnrollScreen() {
  const params = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const { business, businessZone } = catalogue;
  const [values, setValues] = useState<EnrolmentFormValues>({
    clientIds: [],
    serviceId: params.serviceId ?? '',
    sessionId: params.sessionId ?? '',
    planName: '',
    enrollmentType: params.eventId ? 'DROP_IN' : 'FULL_SESSION',
    eventIds: params.eventId ? [params.eventId] : [],
  });
  const [clients, setClients] = usePickedClients(business, query.get('clientId'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [enroll, { loading: saving }] = useMutation(ENROLL_IN_SESSION);
  const events = useQuery(
    SESSION_EVENTS,
    business && values.serviceId && values.sessionId
      ? { variables: { business, serviceId: values.serviceId, sessionId: values.sessionId } }
      : skipToken,
  );

  if (catalogue.loading) return <Loader aria-label="Loading" />;
  const sessionServices = catalogue.services.filter((s) => s.hasSessions);
  const service = sessionServices.find((s) => s.id === values.serviceId);
  const set = (patch: Partial<EnrolmentFormValues>) => {
    setValues({ ...values, ...patch });
    setServerError(null);
  };
  const submit = async (options: { allowAgeOverride?: boolean; joinWaitlist?: boolean } = {}) => {
    const v = { ...values, clientIds: clients.map((c) => c.id) };
    const found = validateEnrolment(v);
    setErrors(found);
    if (Object.keys(found).length) return revealFirstError();
    try {
      const result = getFragmentData(
        BOOKING_OUTCOME,
        (await enroll({ variables: { business, enrolment: enrolmentInput(v, options) } })).data
          ?.enrollInSession,
      );
      if (result?.status !== 'ok') {
        setServerError(result?.error || 'The enrolment was not saved');
        return;
      }
      notifyDone(result.warnings);
      const first = result.events?.[0];
      navigate(first ? `/events/${first.id}` : `/services/${v.serviceId}/edit#Sessions`);
    } catch (e) {
      setServerError(errorMessage(e));
    }
  };
  const programEvents = events.data?.sessionProgram.events ?? [];

  return (
    <Stack gap="md" maw={900}>
      <Title order={2}>Enroll In Session</Title>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <ClientsPicker value={clients} onChange={setClients} error={errors.clientIds} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ServiceSelect
                services={sessionServices}
                searchable
                value={values.serviceId}
                error={errors.serviceId}
                onChange={(serviceId) => set({ serviceId, sessionId: '', planName: '', eventIds: [] })}
              />
              <Select
                label="Session"
                data={optionsOf(service?.sessions ?? [])}
                value={values.sessionId || null}
                error={errors.sessionId}
                disabled={!service}
                onChange={(v) => set({ sessionId: v ?? '', eventIds: [] })}
                comboboxProps={{ withinPortal: true }}
              />
              <PlanSelect
                service={service}
                value={values.planName}
                error={errors.planName}
                disabled={!service}
                onChange={(planName) => set({ planName })}
              />
              <Select
                label="Enrollment type"
                data={ENROLLMENT_TYPES.map((t) => ({ value: t.value, label: t.label }))}
                value={values.enrollmentType}
                allowDeselect={false}
                onChange={(v) => set({ enrollmentType: v ?? 'FULL_SESSION' })}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            {DROP_IN_TYPES.includes(values.enrollmentType) && (
              <MultiSelect
                label="Events"
                data={programEvents.map((e) => ({
                  value: e.id,
                  label: `${e.name} ${formatInstant(e.startAt, businessZone)}`,
                }))}
                value={values.eventIds}
                error={errors.eventIds}
                onChange={(ids) => set({ eventIds: ids })}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {serverError && (
              <RefusalAlert
                error={serverError}
                title={isFullRefusal(serverError) ? 'Full' : isAgeRefusal(serverError) ? 'Age warning' : null}
              >
                <>
                  {isFullRefusal(serverError) && (
                    <Button size="xs" onClick={() => submit({ joinWaitlist: true })} loading={saving}>
                      Join the waitlist
                    </Button>
                  )}
                  {isAgeRefusal(serverError) && (
                    <Button
                      size="xs"
                      color="yellow"
                      onClick={() => submit({ allowAgeOverride: true })}
                      loading={saving}
                    >
                      Enroll anyway
                    </Button>
                  )}
                </>
              </RefusalAlert>
            )}
            <FormActions
              onCancel={() => navigate(-1)}
              cancelDisabled={saving}
              submitLabel="Enroll"
              loading={saving}
            />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
