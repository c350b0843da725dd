import { ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useSession } from '../../app/session';
import { businessUrl } from './app-host';
import { ALL_BUSINESSES, BusinessListItem } from './business-select.graphql';

interface SelectBusinessControl {
  open(): void;
}

const SelectBusinessContext = createContext<SelectBusinessControl | null>(null);

/** Opens the Select business modal (000 §2.8), e.g. from 'Switch business...' in the profile menu. */
export function useSelectBusiness(): SelectBusinessControl {
  const control = useContext(SelectBusinessContext);
  if (!control) throw new Error('useSelectBusiness outside SelectBusinessProvider');
  return control;
}

function BusinessList({ onPick, busy }: { onPick(item: BusinessListItem): void; busy: string | null }) {
  const { data, loading, error } = useQuery(ALL_BUSINESSES, {
    fetchPolicy: 'network-only',
  });
  if (loading) return <Loader size="sm" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  const items = [...(data?.allBusinesses ?? [])].sort((a, b) =>
    (a.fullName || a.name).localeCompare(b.fullName || b.name),
  );
  if (!items.length) return <Text c="dimmed">No businesses</Text>;
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Button
          key={item.name}
          variant="light"
          justify="flex-start"
          loading={busy === item.name}
          onClick={() => onPick(item)}
        >
          {item.fullName || item.name}
        </Button>
      ))}
    </Stack>
  );
}

/**
 * The Select business modal (000 §2.8): shown when the login state is SELECT_BUSINESS or when
 * opened. Picking the current business closes it; another one is loaded here on the app host,
 * elsewhere the browser goes to its subdomain.
 */
export function SelectBusinessProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const open = useCallback(() => setOpened(true), []);
  const control = useMemo(() => ({ open }), [open]);
  const visible = !!session.user && (opened || session.loginState === 'SELECT_BUSINESS');

  const close = () => {
    setOpened(false);
    setFailure(null);
    if (session.loginState === 'SELECT_BUSINESS') session.setLoginState('LOGGED_IN');
  };

  const pick = async (item: BusinessListItem) => {
    if (item.name === session.business?.name) return close();
    if (session.tenant.kind !== 'app') {
      window.location.assign(businessUrl(window.location, item.name));
      return;
    }
    setBusy(item.name);
    try {
      await session.openBusiness(item.name);
      close();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SelectBusinessContext.Provider value={control}>
      {children}
      <Modal opened={visible} onClose={close} title="Select a business" centered>
        {visible && <BusinessList onPick={(item) => void pick(item)} busy={busy} />}
        {failure && (
          <Alert color="red" mt="md">
            {failure}
          </Alert>
        )}
      </Modal>
    </SelectBusinessContext.Provider>
  );
}
