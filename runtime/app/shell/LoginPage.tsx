import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { useSnapshot } from '../stores/use-snapshot.ts';
import { errorMessage } from '../api/client.ts';
import { fetchAuthMethods, login, type AuthMethod } from '../api/endpoints.ts';
import { navigatorStore } from '../stores/navigator-store.ts';
import { completeLogin, ERROR_AUTHENTICATION, returnPath } from './session.ts';
import { useTenant } from './useTenant.ts';

/** What the form offers when the methods call fails: that failure is ignored (BasicAuth). */
const FALLBACK_METHODS: AuthMethod[] = [{ method: 'BasicAuth', label: 'BasicAuth' }];

/**
 * The tenant's login methods (`POST /api/v1/auth/methods` with its providers). While the
 * answer is on its way the tenant's own providers stand in, so the form does not flicker.
 */
function useLoginMethods(): string[] {
  const { tenant } = useTenant();
  const providers = tenant?.providers ?? [];
  const { data, error } = useSWR(
    tenant ? ['auth-methods', ...providers] : null,
    () => fetchAuthMethods(providers),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const methods = data ?? (error ? FALLBACK_METHODS : undefined);
  return methods ? methods.map((entry) => entry.method) : providers;
}

/**
 * The login form: username, password, Sign in, offered when the tenant's methods include
 * BasicAuth (the only method the server runs; a tenant without it is told that no sign-in
 * method is available). The server's message is shown as it comes (403 'Invalid username or
 * password.', 429 with the wait time); the landing route's error, or ERROR_AUTHENTICATION,
 * shows above the form.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { errorCallback } = useSnapshot(navigatorStore);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const basicAuth = useLoginMethods().includes('BasicAuth');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const response = await login(username.trim(), password);
      try {
        completeLogin(response);
      } catch {
        navigatorStore.errorCallback = ERROR_AUTHENTICATION;
        return;
      }
      navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      // A refused login is this form's business, not the access-error overlay's.
      navigatorStore.showErrorAuth = false;
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const callbackText =
    errorCallback === ERROR_AUTHENTICATION
      ? t('login.errorAuthentication')
      : errorCallback
        ? t('login.callbackError', { error: errorCallback })
        : undefined;

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('login.heading')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.subheading')}
          </Text>
        </div>
        {callbackText && (
          <Alert color="orange" variant="light" data-testid="login-callback-error" role="alert">
            {callbackText}
          </Alert>
        )}
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="login-error"
          >
            {error}
          </Alert>
        )}
        {basicAuth ? (
          <>
            <TextInput
              label={t('login.username')}
              placeholder={t('login.usernamePlaceholder')}
              name="username"
              autoComplete="username"
              leftSection={<IconUser size={16} />}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoFocus
              size="md"
            />
            <PasswordInput
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              size="md"
            />
            <Button type="submit" loading={busy} size="md" fullWidth mt="xs">
              {t('login.submit')}
            </Button>
          </>
        ) : (
          <Alert color="gray" variant="light" data-testid="login-no-methods">
            {t('login.noMethods')}
          </Alert>
        )}
        <Anchor component={Link} to="/reset-password" size="sm" ta="center">
          {t('login.resetHeading')}
        </Anchor>
      </Stack>
    </form>
  );
}
