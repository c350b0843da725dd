import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Anchor, Button, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Texts } from '@tempo/contracts';
import { TOAST_MS, notify } from '../../app/notify';
import { useSession } from '../../app/session';
import { isValidLoginLinkEmail } from './auth-service';

/** The business a login names: the subdomain's, none on the generic hosts. */
function loginBusiness(tenant: ReturnType<typeof useSession>['tenant']): string | null {
  return tenant.kind === 'business' ? tenant.businessName : null;
}

function LoginLinkForm({ onBack }: { onBack: () => void }) {
  const { auth, tenant } = useSession();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (value) => (isValidLoginLinkEmail(value) ? null : Texts.validEmailRequired) },
    // The message stays until the next try.
    clearInputErrorOnChange: false,
  });

  const send = async ({ email }: { email: string }) => {
    try {
      await auth.requestLoginLink(email, loginBusiness(tenant));
      notify({
        status: 'info',
        title: 'Check your email, a temporary access link was sent to you',
        dismissAfter: false,
      });
    } catch (e) {
      notify({
        status: 'error',
        title: 'Error',
        message: (e as Error).message,
        dismissAfter: TOAST_MS.loginLinkFailure,
      });
    }
  };

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack>
        <Text size="sm">We will e-mail you a link that signs you in.</Text>
        <TextInput label="E-mail" name="link-email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={form.submitting}>
          Send me a login link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Login with a password
        </Anchor>
      </Stack>
    </form>
  );
}

/** 000 §2.9: the login page, with password login and a login link by e-mail. */
export default function LoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { login: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'password' | 'link'>('password');

  if (session.ready && session.user && !busy)
    return <Navigate to={session.loginRedirectUrl ?? '/'} replace />;

  const submit = async ({ login, password }: { login: string; password: string }) => {
    setBusy(true);
    try {
      const { clockOk } = await session.auth.login(login, password, loginBusiness(session.tenant));
      if (!clockOk)
        notify({
          status: 'warning',
          title: 'Time is probably not set correctly on your device',
          dismissAfter: 30_000,
        });
      const target = session.loginRedirectUrl ?? '/';
      session.setLoginRedirectUrl(null);
      // Still busy: the screen stays as is until the navigation replaces it.
      navigate(target, { replace: true });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="10vh">
      <Title order={2} mb="md">
        Login
      </Title>
      {mode === 'password' ? (
        <form onSubmit={form.onSubmit(submit)}>
          <Stack>
            <TextInput
              label="E-mail"
              name="login"
              autoComplete="username"
              required
              {...form.getInputProps('login')}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy}>
              Login
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('link')}>
              Email me a login link
            </Anchor>
          </Stack>
        </form>
      ) : (
        <LoginLinkForm onBack={() => setMode('password')} />
      )}
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title="Login Failed" centered>
        <Text>{failure}</Text>
        <Button mt="md" onClick={() => setFailure(null)}>
          OK
        </Button>
      </Modal>
    </Paper>
  );
}
