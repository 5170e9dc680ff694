import { Button, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type LtiToolUrls, msg } from '@prep/domain';
import { useTranslation } from 'react-i18next';

/**
 * The tool's addresses as this browser reaches the app, for before any connection is saved (the server's
 * answers carry them from PUBLIC_URL, which is this same origin when the app is served as configured).
 */
export const toolUrlsHere = (origin: string): LtiToolUrls => ({
  login_url: `${origin}/lti/login`,
  launch_url: `${origin}/lti/launch`,
  jwks_url: `${origin}/lti/jwks`,
  deep_link_url: `${origin}/lti/launch`,
});

const ROWS: ReadonlyArray<{ key: keyof LtiToolUrls; label: string }> = [
  { key: 'login_url', label: msg('Login initiation URL (OpenID Connect)') },
  { key: 'launch_url', label: msg('Redirect URL (launch)') },
  { key: 'jwks_url', label: msg('Public keyset URL (JWKS)') },
  { key: 'deep_link_url', label: msg('Deep linking URL') },
];

const MOODLE: readonly string[] = [
  msg('Site administration → Plugins → Activity modules → External tool → Manage tools → configure a tool manually.'),
  msg(
    'Tool URL and Redirection URI(s): the redirect URL; LTI version: LTI 1.3; Public key type: Keyset URL, with the public keyset URL; Initiate login URL: the login initiation URL.',
  ),
  msg(
    'Turn on Deep Linking, the Assignment and Grade Services, and Names and Role Provisioning; share the launcher’s name and email.',
  ),
  msg(
    'Save, then open the tool’s View configuration details and copy Platform ID, Client ID, Deployment ID, Public keyset URL, Access token URL and Authentication request URL into the form on this screen.',
  ),
];

const CANVAS: readonly string[] = [
  msg(
    'Admin → Developer Keys → + Developer Key → + LTI Key: Redirect URIs and Target Link URI, the redirect URL; OpenID Connect Initiation Url, the login initiation URL; JWK Method: Public JWK URL, the public keyset URL.',
  ),
  msg(
    'Turn on the LTI Advantage services (line items, scores, results, memberships) and the Link Selection and Assignment Selection placements with the message type LtiDeepLinkingRequest.',
  ),
  msg(
    'Save, switch the key ON and copy its Client ID; then Settings → Apps → + App → By Client ID, and copy the Deployment ID it shows.',
  ),
  msg(
    'Canvas Cloud’s values: issuer https://canvas.instructure.com, authentication request URL https://sso.canvaslms.com/api/lti/authorize_redirect, access token URL https://sso.canvaslms.com/login/oauth2/token, public keyset URL https://sso.canvaslms.com/api/lti/security/jwks.',
  ),
];

/** Where each LMS takes the addresses, and where its own values are found (the README has every step). */
const HINTS: ReadonlyArray<{ lms: string; steps: readonly string[] }> = [
  { lms: 'Moodle', steps: MOODLE },
  { lms: 'Canvas', steps: CANVAS },
];

function UrlRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group align="end" gap="xs" wrap="nowrap">
      <TextInput
        label={t(label)}
        value={value}
        readOnly
        style={{ flex: 1 }}
        onFocus={(e) => e.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'teal.8' : undefined}
            onClick={copy}
            aria-label={`${t('Copy')}: ${t(label)}`}
          >
            {copied ? t('Copied') : t('Copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** "What to paste into your LMS": the tool's four addresses, with copy buttons, and where Moodle and Canvas take them. */
export function ToolUrlsPanel({ urls }: { urls: LtiToolUrls }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lti-paste-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lti-paste-title">
          {t('What to paste into your LMS')}
        </Title>
        {ROWS.map((row) => (
          <UrlRow key={row.key} label={row.label} value={urls[row.key]} />
        ))}
        <Text size="sm">
          {t(
            'Deep linking uses the same address as the launch: LTI 1.3 tools commonly take both at one redirect URL, told apart by the message the LMS sends.',
          )}
        </Text>
        {HINTS.map(({ lms, steps }) => (
          <Stack key={lms} gap={4}>
            <Title order={3} size="h5">
              {lms}
            </Title>
            <List size="sm" spacing={4}>
              {steps.map((step) => (
                <List.Item key={step}>{t(step)}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
