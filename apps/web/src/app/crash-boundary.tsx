import { Component, ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Center, Image, Stack, Text, Title } from '@mantine/core';
import { useSession } from './session';

interface Props {
  children: ReactNode;
  fullName?: string | null;
  email?: string | null;
  logoUrl?: string | null;
}

/** 000 §2.10: the crash screen, branded with the business, shown when a screen fails to render. */
class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fullName, email, logoUrl } = this.props;
    return (
      <Center mih="60vh">
        <Stack align="center" maw={560}>
          {logoUrl && <Image src={logoUrl} h={48} w="auto" alt={fullName ?? 'Logo'} />}
          {fullName && <Text fw={600}>{fullName}</Text>}
          <Title order={2}>An error has occurred</Title>
          <Text ta="center">
            {email
              ? `We are working on fixing this. If the error persists, please contact ${email} for assistance`
              : `Please contact ${fullName ?? 'the business'} about this problem.`}
          </Text>
        </Stack>
      </Center>
    );
  }
}

/** The crash screen resets when the route path changes. */
export function CrashBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { business } = useSession();
  return (
    <Boundary
      key={pathname}
      fullName={business?.fullName}
      email={business?.emailFrom || business?.contactEmail}
      logoUrl={business?.uiLogoUrl}
    >
      {children}
    </Boundary>
  );
}
