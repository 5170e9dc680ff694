import {
  Alert,
  Box,
  Button,
  ColorInput,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { say } from '../i18n/say';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APP_LANGUAGES,
  CLIENT_COLOURS,
  CLIENT_MESSAGES,
  CLIENT_SWITCHES,
  ERASURE_MESSAGES,
  isLanguage,
  type ClientRecord,
  type ClientSwitch,
  type Language,
  type Text as Said,
  msg,
} from '@prep/domain';
import { updateClient } from '../api/clients';
import { notifyFailure, notifySuccess, errorMessage, serverFieldErrors } from '../forms';
import { DEFAULT_COLORS, readableOn, validColor } from '../shell/colors';
import { PageSection } from '../shell/PageSection';
import {
  configOf,
  configPayload,
  configProblems,
  CONFIG_COUNTS,
  type ClientColour,
  type ConfigCount,
  type ConfigField,
  type ConfigValues,
} from './configForm';
import { reloadClients, useClients } from './queries';
import { RetentionSetting } from './RetentionSetting';

const COLOUR_LABELS: Record<ClientColour, string> = {
  header_color: msg('Header Color'),
  navbar_color: msg('Navbar Color'),
  button_color: msg('Button Color'),
  textbox_color: msg('Textbox Color'),
};
const SWITCH_LABELS: Record<ClientSwitch, string> = {
  show_result: msg('Show Result'),
  give_personalized: msg('Give Personalized'),
  fluency_recommended: msg('Fluency Recommended'),
  assign_test_for_class: msg('Assign Test for Class'),
  live_connect: msg('Live Connect'),
  give_related_test: msg('Give Related Test'),
  enable_dashboard_token: msg('Enable Dashboard Token'),
  enable_api_token: msg('Enable API Token'),
  require_totp_for_staff: msg('Require two-factor sign-in for staff'),
  erase_answers: ERASURE_MESSAGES.eraseAnswersLabel,
};
/** What a switch's label alone does not say. */
const SWITCH_HELP: Partial<Record<ClientSwitch, string>> = { erase_answers: ERASURE_MESSAGES.eraseAnswersHelp };
const COUNT_LABELS: Record<ConfigCount, string> = {
  personzlized_test_count: msg('Personalized Test Count'),
  personzlized_warmup_count: msg('Personalized Warmup Count'),
};
/** The languages' names in the language shown (the switch elsewhere names each in its own script). */
const LANGUAGE_LABELS: Record<Language, string> = { en: msg('English'), ta: msg('Tamil') };
const SWATCHES = ['#1c3f94', '#2b5cd6', '#c2410c', '#0f766e', '#7e22ce', '#be123c', '#111827', '#ffffff'];

/** How the client's bars will look: header and link bar in its colours, text in black or white. */
function BarPreview({ values }: { values: ConfigValues }) {
  const { t } = useTranslation();
  const header = validColor(values.header_color, DEFAULT_COLORS.header);
  const navbar = validColor(values.navbar_color, DEFAULT_COLORS.navbar);
  const button = validColor(values.button_color, DEFAULT_COLORS.button);
  return (
    <Paper
      withBorder
      radius="sm"
      style={{ overflow: 'hidden', alignSelf: 'start' }}
      aria-label={t('Preview of the client’s bars')}
      component="figure"
      m={0}
    >
      <Box px="md" py={8} bg={header} c={readableOn(header)} fw={700}>
        {t('Header')}
      </Box>
      <Box px="md" py={6} bg={navbar} c={readableOn(navbar)} fz="sm">
        {t('Teacher Profile')} · {t('Student Profile')} · {t('Contact')}
      </Box>
      <Group p="sm">
        <Box px="sm" py={4} bg={button} c={readableOn(button)} fz="sm" style={{ borderRadius: 4 }}>
          {t('Button')}
        </Box>
      </Group>
    </Paper>
  );
}

/**
 * `/superadmin/pageconfiguration`, Client Configuration: per client its colours, footer content,
 * contact email, feature switches, default language and the two personalised counts.
 */
export function ClientConfigurationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clients = useClients();
  const list = clients.data ?? [];

  const [client, setClient] = useState<ClientRecord | null>(null);
  const [values, setValues] = useState<ConfigValues>(() => configOf({}));
  const [problems, setProblems] = useState<Partial<Record<ConfigField, Said>>>({});
  const [dirty, setDirty] = useState(false);

  const choose = (value: string) => {
    const found = list.find((item) => String(item.client_id) === value) ?? null;
    setClient(found);
    setValues(configOf(found ?? {}));
    setProblems({});
    setDirty(false);
  };

  const set = <K extends ConfigField>(field: K, value: ConfigValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setDirty(true);
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConfigValues }) => updateClient(id, body),
    onSuccess: (result, { id }) => {
      notifySuccess(result.message || CLIENT_MESSAGES.configurationUpdated);
      setClient(result);
      setValues(configOf(result));
      setDirty(false);
      void reloadClients(queryClient, id);
    },
    onError: (error) => {
      setProblems(serverFieldErrors(error) as Partial<Record<ConfigField, Said>>);
      notifyFailure(errorMessage(error));
    },
  });

  const submit = () => {
    if (!client) {
      notifyFailure(CLIENT_MESSAGES.selectClient);
      return;
    }
    const found = configProblems(values);
    if (Object.keys(found).length) {
      setProblems(found);
      notifyFailure(CLIENT_MESSAGES.invalidForm);
      return;
    }
    save.mutate({ id: client.client_id, body: configPayload(values) });
  };

  const errorOf = (field: ConfigField) => (problems[field] ? say(t, problems[field]) : undefined);
  const disabled = client === null;

  return (
    <PageSection title={msg('Client Configuration')} size="lg">
      {clients.isError && (
        <Alert color="red" title={t('Oops!')} role="alert">
          {say(t, errorMessage(clients.error))}
        </Alert>
      )}
      <NativeSelect
        label={t('Client')}
        maw={420}
        value={client ? String(client.client_id) : ''}
        data={[
          { value: '', label: t('Select the Client') },
          ...list.map((item) => ({ value: String(item.client_id), label: item.ClientName })),
        ]}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      {disabled && <Text c="dimmed">{t('Select a client to see and change its configuration.')}</Text>}
      <Fieldset legend={t('Colours')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="sm">
            {CLIENT_COLOURS.map((field) => (
              <ColorInput
                key={field}
                label={t(COLOUR_LABELS[field])}
                format="hex"
                swatches={SWATCHES}
                value={values[field]}
                onChange={(value) => set(field, value)}
                error={errorOf(field)}
                disabled={disabled}
                eyeDropperButtonProps={{ 'aria-label': t('Pick a colour from the screen') }}
              />
            ))}
          </Stack>
          <BarPreview values={values} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('Contact and footer')} disabled={disabled}>
        <Stack gap="sm">
          <TextInput
            label={t('Contact Email')}
            description={t('Where the Contact Us messages of this client’s admins and students are sent')}
            type="email"
            value={values.contact_url}
            onChange={(event) => set('contact_url', event.currentTarget.value)}
            error={errorOf('contact_url')}
            disabled={disabled}
          />
          <Textarea
            label={t('Footer Content')}
            rows={3}
            value={values.footer_content}
            onChange={(event) => set('footer_content', event.currentTarget.value)}
            error={errorOf('footer_content')}
            disabled={disabled}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('Features')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {CLIENT_SWITCHES.map((field) => (
            <Switch
              key={field}
              label={t(SWITCH_LABELS[field])}
              description={SWITCH_HELP[field] && t(SWITCH_HELP[field])}
              checked={values[field]}
              onChange={(event) => set(field, event.currentTarget.checked)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('Language')} disabled={disabled}>
        <NativeSelect
          label={t('Default Language')}
          description={t('The language of this client’s students who have not chosen one')}
          maw={420}
          value={values.default_language}
          data={APP_LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABELS[language]) }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) set('default_language', value);
          }}
          error={errorOf('default_language')}
          disabled={disabled}
        />
      </Fieldset>
      <Fieldset legend={t('Privacy')} disabled={disabled}>
        <RetentionSetting
          clientId={client?.client_id ?? null}
          months={values.student_retention_months}
          saved={client?.student_retention_months ?? null}
          onChange={(months) => set('student_retention_months', months)}
          error={errorOf('student_retention_months')}
          disabled={disabled}
        />
      </Fieldset>
      <Fieldset legend={t('Personalization')} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CONFIG_COUNTS.map((field) => (
            <NumberInput
              key={field}
              label={t(COUNT_LABELS[field])}
              min={0}
              step={1}
              allowNegative={false}
              allowDecimal={false}
              value={values[field]}
              onChange={(value) => set(field, typeof value === 'number' ? value : 0)}
              error={errorOf(field)}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={disabled}>
          {t('Update')}
        </Button>
        <Button
          variant="default"
          onClick={() => client && choose(String(client.client_id))}
          disabled={!dirty || save.isPending}
        >
          {t('Cancel')}
        </Button>
      </Group>
    </PageSection>
  );
}
