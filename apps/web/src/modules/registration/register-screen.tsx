import { useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultPhoneCountry, registrationErrorText } from '@tempo/people-rules';
import { errorMessage } from '../../app/errors';
import { useSession } from '../../app/session';
import LoginScreen from '../auth/login-screen';
import { AccountForm } from './account-form';
import {
  LoadedBusiness,
  PublicFormPage,
  browserTimezone,
  useBusinessName,
  usePublicForm,
  WithBusiness,
} from './public-form-page';
import { INITIAL_FLOW, registrationFlow, viewOf } from './registration-flow';
import {
  ADDRESS_CHECKED_ON_BLUR,
  RegistrationConfig,
  RegistrationValues,
  emptyRegistration,
  selfRegisterInput,
  validateRegistration,
  withOneDependent,
} from './registration-model';
import { RegistrationFailedDialog } from './registration-failed-dialog';
import { SELF_REGISTER } from './registration.graphql';
import { WelcomePage } from './welcome-page';

function Registration({ loaded }: { loaded: LoadedBusiness }) {
  const { business } = loaded;
  const { auth } = useSession();
  const businessName = useBusinessName() ?? business.name;
  const navigate = useNavigate();
  const location = useLocation();
  const [flow, dispatch] = useReducer(registrationFlow, INITIAL_FLOW);
  const { locale, ...setup } = usePublicForm('REGISTRATION', loaded);
  const { model, today } = setup;
  const bookFor = flow.bookFor ?? 'myself';
  const config: RegistrationConfig = { ...setup, bookFor };
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration(model, defaultPhoneCountry(locale)),
    validate: (values) => validateRegistration(values, config),
    ...ADDRESS_CHECKED_ON_BLUR,
  });
  const [selfRegister] = useMutation(SELF_REGISTER);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Dependent mode starts with one empty dependent (001 §4.6).
  const inDependentMode = flow.bookFor === 'dependent';
  const { setValues } = form;
  useEffect(() => {
    if (inDependentMode) setValues((values) => withOneDependent(values as RegistrationValues, model));
  }, [inDependentMode, model, setValues]);

  const submit = async (values: RegistrationValues) => {
    setBusy(true);
    const input = selfRegisterInput(values, config, {
      business: businessName,
      search: location.search,
      timezone: browserTimezone(),
    });
    try {
      const { data } = await selfRegister({ variables: { input } });
      const result = data?.selfRegister;
      if (result?.status !== 'ok') {
        setFailure(registrationErrorText(result?.error));
        setBusy(false);
        return;
      }
      dispatch({ type: 'SET_DEFAULT_PARTICIPANT_ID', id: result.myself?.dependents[0]?.id ?? null });
    } catch (error) {
      setFailure(registrationErrorText(errorMessage(error)));
      setBusy(false);
      return;
    }
    try {
      await auth.login(input.email, values.password, businessName);
      dispatch({ type: 'AUTHENTICATION_SUCCESS' });
      navigate('/', { replace: true });
    } catch {
      // The account exists: the visitor signs in on the login page.
      navigate('/login', { replace: true });
    }
  };

  const view = viewOf(flow);
  if (view === 'LOGIN')
    return (
      <Stack>
        <LoginScreen />
        <Group justify="center">
          <Button variant="default" onClick={() => dispatch({ type: 'GO_BACK' })}>
            Go back
          </Button>
        </Group>
      </Stack>
    );
  return (
    <PublicFormPage business={business} label={view === 'WELCOME' ? 'Register' : 'Create your account'}>
      {view === 'WELCOME' ? (
        <WelcomePage
          welcomeMessage={business.welcomeMessage || loaded.phase?.additionalConfig.welcomeMessage}
          onSelect={(choice) => dispatch({ type: 'SELECT_BOOK_FOR', bookFor: choice })}
          onLogin={() => dispatch({ type: 'LOGIN' })}
        />
      ) : (
        <AccountForm
          form={form}
          business={business}
          model={model}
          bookFor={bookFor}
          genderLabel={config.genderLabel}
          today={today}
          locale={locale}
          busy={busy}
          onSubmit={(values) => void submit(values)}
          onAddDependent={() => dispatch({ type: 'SELECT_BOOK_FOR', bookFor: 'dependent' })}
          onBack={() => dispatch({ type: 'GO_BACK' })}
        />
      )}
      <RegistrationFailedDialog message={failure} onClose={() => setFailure(null)} />
    </PublicFormPage>
  );
}

/** /register: self-registration of a client and their dependents (001 §2.12, §4.6). */
export default function RegisterScreen() {
  return <WithBusiness form="REGISTRATION">{(loaded) => <Registration loaded={loaded} />}</WithBusiness>;
}
