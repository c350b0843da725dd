import { ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { Anchor, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { SUPPORT_EMAIL } from '../setup-progress/setup-progress-model';

/** The profile menu and sidebar item's label follows the panel (000 §2.8). */
export const supportLabel = (open: boolean) => (open ? 'Hide live support' : 'Get live support');

export interface SupportState {
  open: boolean;
  toggle(): void;
  show(): void;
}

const SupportContext = createContext<SupportState>({
  open: false,
  toggle: () => undefined,
  show: () => undefined,
});

export const useSupport = () => useContext(SupportContext);

/**
 * Live support for the business's staff (LIVE_HELP get). The chat provider is a third-party
 * service that is off by default (ARCHITECTURE §8), so the panel offers the customer success
 * team's e-mail with the business and page prefilled.
 */
export function SupportProvider({
  businessName,
  children,
}: {
  businessName: string | null;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const show = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ open, toggle, show }), [open, toggle, show]);
  return (
    <SupportContext.Provider value={value}>
      {children}
      {open && <SupportPanel businessName={businessName} onClose={() => setOpen(false)} />}
    </SupportContext.Provider>
  );
}

export function supportMailto(businessName: string | null, page: string): string {
  const subject = `Support request${businessName ? ` for ${businessName}` : ''}`;
  const body = `Hello, I need help with ${page}.\n\n`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function SupportPanel({ businessName, onClose }: { businessName: string | null; onClose(): void }) {
  return (
    <Paper
      role="dialog"
      aria-label="Live support"
      shadow="lg"
      withBorder
      p="md"
      w={320}
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 300 }}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Live support</Text>
          <CloseButton aria-label="Hide live support" onClick={onClose} />
        </Group>
        <Text size="sm">Our customer success team answers by e-mail, usually within one business day.</Text>
        <Anchor href={supportMailto(businessName, window.location.pathname)} size="sm">
          {SUPPORT_EMAIL}
        </Anchor>
      </Stack>
    </Paper>
  );
}
