import { useEffect, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import type { PeopleAdvancedQueryVariables } from '../../gql/graphql';
import {
  AdvancedValues,
  RANGE_KEYS,
  RANGE_LABELS,
  advancedVariables,
  emptyAdvanced,
  resultCount,
  validateAdvanced,
} from './advanced-search-model';
import { statusLabel, statusOptions } from './client-list-model';
import { PEOPLE_ADVANCED } from './clients.graphql';
import { PeopleTable } from './people-table';
import { tagChoices, useBusinessName, useClientSettings } from './use-business';

const CHOICES = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const WHO = [
  { value: 'clients', label: 'Clients' },
  { value: 'staff', label: 'Staff' },
  { value: 'everyone', label: 'Clients and staff' },
];

/** /clients/advanced-search: people by many filters at once (001 §7.1 peopleAdvanced), at most 1000. */
export default function AdvancedSearchScreen() {
  const business = useBusinessName();
  const settings = useClientSettings();
  const form = useForm<AdvancedValues>({ initialValues: emptyAdvanced(), validate: validateAdvanced });
  const [asked, setAsked] = useState<PeopleAdvancedQueryVariables | null>(null);
  const { data, loading, error } = useQuery(
    PEOPLE_ADVANCED,
    asked ? { variables: asked, fetchPolicy: 'network-only' } : skipToken,
  );
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);
  const people = data?.peopleAdvanced;

  const range = (key: (typeof RANGE_KEYS)[number]) => (
    <Group key={key} grow gap="xs" align="flex-start">
      <TextInput
        type="date"
        label={`${RANGE_LABELS[key]} from`}
        {...form.getInputProps(`ranges.${key}.from`)}
      />
      <TextInput type="date" label={`${RANGE_LABELS[key]} to`} {...form.getInputProps(`ranges.${key}.to`)} />
    </Group>
  );

  return (
    <Stack gap="md">
      <Title order={2}>Advanced search</Title>
      <Paper withBorder p="md">
        <form
          aria-label="Advanced search"
          noValidate
          onSubmit={form.onSubmit((values) => setAsked({ business, ...advancedVariables(values) }))}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <TextInput label="Name, e-mail or phone" {...form.getInputProps('search')} />
              <Select label="People" data={WHO} allowDeselect={false} {...form.getInputProps('who')} />
              <MultiSelect
                label="Statuses"
                placeholder="Any status"
                data={statusOptions(settings?.clientStatuses).map((s) => ({
                  value: s,
                  label: statusLabel(s),
                }))}
                clearable
                {...form.getInputProps('statuses')}
              />
              <TagsInput
                label="Tags"
                placeholder="Any tag"
                data={tagChoices(settings)}
                {...form.getInputProps('tags')}
              />
              <TagsInput label="Flags" placeholder="Flag reasons" {...form.getInputProps('flags')} />
              <Select
                label="Photo release"
                data={CHOICES}
                allowDeselect={false}
                {...form.getInputProps('photoRelease')}
              />
              <Autocomplete
                label="Custom attribute"
                placeholder="Attribute name"
                data={settings?.clientCustomAttributes ?? []}
                {...form.getInputProps('attributeName')}
              />
              <TextInput
                label="Attribute value"
                placeholder="Any value"
                {...form.getInputProps('attributeValue')}
              />
              <Checkbox
                label="Include hidden people"
                mt={{ sm: 'xl' }}
                {...form.getInputProps('includeHidden', { type: 'checkbox' })}
              />
            </SimpleGrid>
            <Fieldset legend="Dates">
              <SimpleGrid cols={{ base: 1, md: 2 }}>{RANGE_KEYS.map(range)}</SimpleGrid>
            </Fieldset>
            <Group>
              <Button type="submit" loading={loading}>
                Search
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  form.setValues(emptyAdvanced());
                  setAsked(null);
                }}
              >
                Clear
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {loading && !people && <Loader aria-label="Loading" />}
      {error && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {asked && people && (
        <>
          <Text fw={600} aria-label="Result count">
            {resultCount(people.length)}
          </Text>
          <PeopleTable label="Search results" rows={people} emptyText="Nobody matches these filters" />
        </>
      )}
    </Stack>
  );
}
