import { useMutation } from '@apollo/client/react';
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { revealFirstError, saveWithToasts } from '../staff/screen-helpers';
import {
  TimeOffFormValues,
  emptyTimeOff,
  timeOffInput,
  timeOffValuesOf,
  validateTimeOff,
} from './time-off-model';
import { CREATE_TIME_OFF, TimeOffItem, UPDATE_TIME_OFF } from './time-off.graphql';
import { todayIn } from '../timezone/zoned-time';

export interface TimeOffFormProps {
  business: string;
  zone: string;
  categories: string[];
  request?: TimeOffItem;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** 'Request time off' (and its change while submitted): dates or all day, category, note. */
export function TimeOffForm({ business, zone, categories, request, onSaved, onCancel }: TimeOffFormProps) {
  const today = todayIn(zone, Date.now());
  const form = useForm<TimeOffFormValues>({
    initialValues: request ? timeOffValuesOf(request, zone) : emptyTimeOff(today),
    validate: (v) => validateTimeOff(v, categories),
  });
  const [create, created] = useMutation(CREATE_TIME_OFF, { refetchQueries: ['TimeOffRequests'] });
  const [update, updated] = useMutation(UPDATE_TIME_OFF, { refetchQueries: ['TimeOffRequests'] });
  const v = form.getValues();

  const toggleAllDay = (allDay: boolean) => {
    form.setValues({
      allDay,
      start: allDay ? v.start.slice(0, 10) : `${v.start.slice(0, 10)}T09:00`,
      end: allDay ? v.end.slice(0, 10) : `${v.end.slice(0, 10)}T17:00`,
    });
  };

  async function submit(values: TimeOffFormValues) {
    const input = timeOffInput(values, zone);
    const saved = await saveWithToasts(async () => {
      if (!request)
        return (await create({ variables: { business, request: input } })).data?.createTimeOffRequest;
      return (await update({ variables: { business, request: { ...input, id: request.id } } })).data
        ?.updateTimeOffRequest;
    }, 'The time off request was not saved');
    if (saved) onSaved?.();
  }

  return (
    <form onSubmit={form.onSubmit(submit, revealFirstError)} noValidate aria-label="Time off request">
      <Stack gap="sm">
        <Switch label="All day" checked={v.allDay} onChange={(e) => toggleAllDay(e.currentTarget.checked)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type={v.allDay ? 'date' : 'datetime-local'}
            label={v.allDay ? 'First day' : 'Starts'}
            required
            {...form.getInputProps('start')}
          />
          <TextInput
            type={v.allDay ? 'date' : 'datetime-local'}
            label={v.allDay ? 'Last day' : 'Ends'}
            required
            {...form.getInputProps('end')}
          />
        </SimpleGrid>
        {categories.length > 0 && (
          <Select label="Category" required data={categories} {...form.getInputProps('category')} />
        )}
        <Textarea label="Note" autosize minRows={2} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={created.loading || updated.loading}>
            {request ? 'Save' : 'Request time off'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
