import { todayIn } from '../timezone/zoned-time';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { getFragmentData } from '../../gql';
import { useBusinessName, useCan } from '../clients/use-business';
import { recordState } from '../../components/list-page';
import { FormActions, revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import { zoneGroups } from '../timezone/timezone-model';
import { CLOSURE_TEXTS, closureImpactLines } from './closure-impact';
import { LocationCard } from './location-card';
import { HoursEditor, Option, RoomsEditor } from './location-form-sections';
import {
  LOCATION_TYPES,
  LocationFormValues,
  emptyLocation,
  locationInput,
  locationValuesOf,
  validateLocation,
} from './location-model';
import {
  CREATE_LOCATION,
  DELETE_LOCATION,
  DUPLICATE_LOCATION,
  LOCATION,
  LOCATION_BUSINESS,
  LOCATION_CLOSURE_IMPACT,
  LOCATION_DETAILS,
  LocationDetails,
  UPDATE_LOCATION,
} from './locations.graphql';
import { useServiceOptions } from './use-service-options';

interface BusinessFacts {
  fullName: string;
  timezone: string | null;
  marketingPlusEnabled: boolean;
}

/** Delete and Duplicate of a saved location; a refusal shows in the 'Error' toast. */
function LocationActions({ business, location }: { business: string; location: LocationDetails }) {
  const navigate = useNavigate();
  const [remove] = useMutation(DELETE_LOCATION, { refetchQueries: ['Locations'] });
  const [duplicate, duplicating] = useMutation(DUPLICATE_LOCATION, { refetchQueries: ['Locations'] });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${location.name}?`,
      children: (
        <Text size="sm">The location and its rooms are removed from the lists and from booking.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const done = await saveWithToasts(
          async () => (await remove({ variables: { business, id: location.id } })).data?.deleteLocation,
          'The location was not deleted',
        );
        if (done) navigate('/locations');
      },
    });
  const copy = async () => {
    const done = await saveWithToasts(
      async () => (await duplicate({ variables: { business, id: location.id } })).data?.duplicateLocation,
      'The location was not duplicated',
    );
    if (done?.location) navigate(`/locations/${done.location.id}/edit`);
  };
  return (
    <Group>
      <Button variant="default" onClick={copy} loading={duplicating.loading}>
        Duplicate
      </Button>
      <Button color="red" variant="light" onClick={confirmDelete}>
        Delete
      </Button>
    </Group>
  );
}

interface LocationFormProps {
  business: string;
  facts: BusinessFacts;
  services: readonly Option[];
  location?: LocationDetails;
}

/** The location form (001 §2.5, §3.2): details, address, zone, visibility, reviews, rooms and hours. */
function LocationForm({ business, facts, services, location }: LocationFormProps) {
  const navigate = useNavigate();
  const can = useCan();
  const form = useForm<LocationFormValues>({
    initialValues: location ? locationValuesOf(location) : emptyLocation(),
    validate: validateLocation,
  });
  const [create, created] = useMutation(CREATE_LOCATION, { refetchQueries: ['Locations'] });
  const [update, updated] = useMutation(UPDATE_LOCATION, { refetchQueries: ['Locations'] });
  const values = form.getValues();
  const zones = useMemo(
    () => zoneGroups(facts.timezone, location?.suggestedTimezone ? [location.suggestedTimezone] : []),
    [facts.timezone, location?.suggestedTimezone],
  );
  const today = todayIn(values.timezone || facts.timezone, Date.now());

  const client = useApolloClient();

  /** Closed hours that reach booked events are confirmed first, the events listed (they become closed). */
  async function confirmClosures(
    locationId: string,
    hoursClosed: ReturnType<typeof locationInput>['hoursClosed'],
  ) {
    const impact = await client.query({
      query: LOCATION_CLOSURE_IMPACT,
      variables: { business, locationId, hoursClosed },
      fetchPolicy: 'network-only',
    });
    const events = impact.data?.locationClosureImpact ?? [];
    if (!events.length) return true;
    return new Promise<boolean>((resolve) =>
      modals.openConfirmModal({
        title: CLOSURE_TEXTS.title,
        children: (
          <Stack gap="xs">
            <Text size="sm">{CLOSURE_TEXTS.intro(events.length)}</Text>
            {closureImpactLines(events).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Stack>
        ),
        labels: { confirm: CLOSURE_TEXTS.confirm, cancel: 'Cancel' },
        onConfirm: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  }

  async function submit(v: LocationFormValues) {
    const input = locationInput(v);
    if (location && !(await confirmClosures(location.id, input.hoursClosed))) return;
    const saved = await saveWithToasts(async () => {
      if (!location) return (await create({ variables: { business, location: input } })).data?.createLocation;
      return (await update({ variables: { business, location: { ...input, id: location.id } } })).data
        ?.updateLocation;
    }, 'The location was not saved');
    if (saved?.location && !location) {
      navigate(`/locations/${getFragmentData(LOCATION_DETAILS, saved.location).id}/edit`);
    }
  }

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Location">
          <Stack gap="md">
            <Fieldset legend="Location">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Name" required {...form.getInputProps('name')} />
                <Select
                  label="Type"
                  required
                  data={LOCATION_TYPES.map((t) => ({ value: t.value, label: t.label }))}
                  allowDeselect={false}
                  {...form.getInputProps('locationType')}
                />
              </SimpleGrid>
              <Textarea
                label="Description"
                required
                autosize
                minRows={3}
                mt="sm"
                {...form.getInputProps('description')}
              />
              <TextInput label="Main photo (URL)" mt="sm" {...form.getInputProps('mainPhoto')} />
            </Fieldset>
            <Fieldset legend="Address and contact">
              <TextInput
                label="Address"
                description="As shown on the card; else street, city, state"
                {...form.getInputProps('address')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                <TextInput label="Street" {...form.getInputProps('street')} />
                <TextInput label="City" {...form.getInputProps('city')} />
                <TextInput label="State" {...form.getInputProps('state')} />
                <TextInput label="Zip code" {...form.getInputProps('zipCode')} />
                <TextInput label="Country" placeholder="US" {...form.getInputProps('country')} />
                <TextInput label="Phone" {...form.getInputProps('phone')} />
                <TextInput label="SMS phone number" {...form.getInputProps('smsPhoneNumber')} />
                <Select
                  label="Timezone"
                  placeholder={facts.timezone ? `Business timezone (${facts.timezone})` : 'Business timezone'}
                  description={
                    location?.suggestedTimezone
                      ? `Suggested from the address: ${location.suggestedTimezone}`
                      : undefined
                  }
                  data={zones.filter((g) => g.items.length > 0)}
                  searchable
                  clearable
                  value={values.timezone || null}
                  onChange={(v) => form.setFieldValue('timezone', v ?? '')}
                />
                <TextInput label="Sales tax (%)" inputMode="decimal" {...form.getInputProps('salesTax')} />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend="Visibility">
              <Stack gap="xs">
                <Checkbox
                  label="Visible to visitors"
                  {...form.getInputProps('visibleByVisitors', { type: 'checkbox' })}
                />
                <Checkbox
                  label="Visible to clients"
                  {...form.getInputProps('visibleByClients', { type: 'checkbox' })}
                />
                <Checkbox
                  label="Shown in the footer"
                  {...form.getInputProps('visibleInFooter', { type: 'checkbox' })}
                />
              </Stack>
            </Fieldset>
            <Fieldset legend="Reviews">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Google review link" {...form.getInputProps('googleReviewLink')} />
                <TextInput label="Google place id" {...form.getInputProps('googlePlaceId')} />
                <TextInput label="Yelp link" {...form.getInputProps('yelpLink')} />
              </SimpleGrid>
            </Fieldset>
            <RoomsEditor form={form} services={services} />
            <HoursEditor form={form} kind="hoursOpen" zones={zones} today={today} />
            <HoursEditor form={form} kind="hoursClosed" zones={zones} today={today} />
            <FormActions
              cancelTo="/locations"
              saving={created.loading || updated.loading}
              label={location ? 'Save' : 'Add location'}
              disabled={location ? !can('update', 'LOCATION') : false}
            />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="sm">
          <Text fw={600}>Preview</Text>
          <LocationCard
            location={values}
            businessFullName={facts.fullName}
            marketingPlusEnabled={facts.marketingPlusEnabled}
          />
          {location && can('delete', 'LOCATION') && (
            <LocationActions business={business} location={location} />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /locations/create and /locations/:locationId/edit. */
export default function LocationFormScreen() {
  const { locationId } = useParams();
  const business = useBusinessName();
  const services = useServiceOptions(business);
  const biz = useQuery(LOCATION_BUSINESS, business ? { variables: { businessName: business } } : skipToken);
  const { data, loading, error } = useQuery(
    LOCATION,
    locationId ? { variables: { business, id: locationId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const location = data?.location ? getFragmentData(LOCATION_DETAILS, data.location) : undefined;
  const b = biz.data?.businessQuery;
  const facts: BusinessFacts = {
    fullName: b?.fullName ?? b?.name ?? business,
    timezone: b?.timezone ?? null,
    marketingPlusEnabled: !!b?.marketingPlusEnabled,
  };

  const waiting = recordState({
    loading: !!(locationId && loading && !data) || (biz.loading && !b),
    error,
    missing: locationId && !location ? 'No location has this id.' : undefined,
  });
  let body;
  if (waiting) body = waiting;
  else
    body = (
      <LocationForm
        key={location ? `${location.id}:${JSON.stringify(location.rooms)}` : 'new'}
        business={business}
        facts={facts}
        services={services}
        location={location}
      />
    );

  return (
    <Stack gap="md" maw={1280}>
      <Title order={2}>
        {locationId ? (location ? `Edit ${location.name}` : 'Edit location') : 'Add location'}
      </Title>
      {body}
    </Stack>
  );
}
