import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { decodeJwt } from 'jose';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PEOPLE_TEXTS, emailError, passwordError, submittedEmail } from '@tempo/people-rules';
import { errorMessage } from '../../app/errors';
import { INVITE_VERIFY } from './registration.graphql';
import { PublicFormPage, useBusinessName, useSignInAndGoHome, WithBusiness } from './public-form-page';

export interface Invitation {
  clientId: string;
  code: string;
  /** The invited address, as the code names it (the server checks the code; this only shows it). */
  email: string | null;
}

/**
 * The invitation link's query parameters (001 §4.4): `/invite?clientId=<person id>&code=<invite
 * code>`, as the invitation mail sends them. The code is a signed token naming the e-mail.
 */
export function invitationOf(search: string): Invitation | null {
  const params = new URLSearchParams(search);
  const clientId = params.get('clientId')?.trim();
  const code = params.get('code')?.trim();
  if (!clientId || !code) return null;
  let email: string | null = null;
  try {
    const claim = decodeJwt(code).email;
    email = typeof claim === 'string' && claim.includes('@') ? claim : null;
  } catch {
    // Not a token this page can read: the visitor types their e-mail.
  }
  return { clientId, code, email };
}

interface InviteValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateInvite(values: InviteValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = PEOPLE_TEXTS.passwordsDiffer;
  return errors;
}

function InviteForm({ invitation }: { invitation: Invitation }) {
  const businessName = useBusinessName() ?? '';
  const signIn = useSignInAndGoHome();
  const [verify] = useMutation(INVITE_VERIFY);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    initialValues: { email: invitation.email ?? '', password: '', confirmPassword: '' },
    validate: validateInvite,
  });

  const submit = async (values: InviteValues) => {
    setFailure(null);
    try {
      const { data } = await verify({
        variables: {
          business: businessName,
          clientId: invitation.clientId,
          inviteCode: invitation.code,
          newPassword: values.password,
        },
      });
      if (data?.inviteVerify.status !== 'ok') {
        setFailure(data?.inviteVerify.error || PEOPLE_TEXTS.inviteInvalid);
        return;
      }
    } catch (error) {
      setFailure(errorMessage(error));
      return;
    }
    try {
      await signIn(submittedEmail(values.email), values.password);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Accept your invitation">
      <Stack gap="md">
        <Title order={2}>Accept your invitation</Title>
        {invitation.email ? (
          <Text size="sm">
            Choose a password for your account. You sign in with <b>{invitation.email}</b>.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Choose a password for your account. You sign in with the e-mail address the invitation was sent
              to.
            </Text>
            <TextInput
              label="E-mail"
              required
              type="email"
              autoComplete="username"
              {...form.getInputProps('email')}
            />
          </>
        )}
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm the password"
          required
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        {failure && (
          <Alert color="red" role="alert" title="Error">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={form.submitting}>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}

/** /invite: the page an invitation link opens; the invited person sets a password, then signs in. */
export default function InviteScreen() {
  const [params] = useSearchParams();
  const invitation = invitationOf(params.toString());
  return (
    <WithBusiness form="REGISTRATION">
      {(loaded) => (
        <PublicFormPage business={loaded.business} label="Invitation">
          {invitation ? (
            <InviteForm invitation={invitation} />
          ) : (
            <Alert color="red" role="alert" title="Error">
              {PEOPLE_TEXTS.inviteInvalid}
            </Alert>
          )}
        </PublicFormPage>
      )}
    </WithBusiness>
  );
}
