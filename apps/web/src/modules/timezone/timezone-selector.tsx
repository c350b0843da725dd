import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notify } from '../../app/notify';
import {
  differsFromBusiness,
  getTimezonePreference,
  setTimezonePreference,
  timezoneLabel,
  zoneGroups,
} from './timezone-model';

export interface TimezoneSelectorProps {
  opened: boolean;
  onClose: () => void;
  businessName: string;
  businessZone?: string | null;
  locationZones?: string[];
}

/** The Timezone Selector modal (000 §2.8). */
export function TimezoneSelector({
  opened,
  onClose,
  businessName,
  businessZone,
  locationZones = [],
}: TimezoneSelectorProps) {
  const initial =
    getTimezonePreference(businessName) ??
    businessZone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone ??
    null;
  const [zone, setZone] = useState<string | null>(initial);
  const data = zoneGroups(businessZone, locationZones).filter((g) => g.items.length > 0);
  const apply = () => {
    if (!zone) return;
    setTimezonePreference(businessName, zone);
    notify({ status: 'info', title: 'Timezone', message: timezoneLabel(zone) });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Timezone Selector">
      <Stack>
        <Select
          label="Timezone"
          searchable
          data={data}
          value={zone}
          onChange={setZone}
          comboboxProps={{ withinPortal: true }}
        />
        {differsFromBusiness(zone, businessZone) && (
          <Text size="sm" c="dimmed">
            The chosen timezone differs from the business timezone ({businessZone}).
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={apply} disabled={!zone}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
