import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { say } from '../i18n/say';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGES, contactSchema, type ContactInput, msg, type Text as Said } from '@prep/domain';
import { sendContactMessage } from '../api/contact';
import { REQUIRED_INPUT, errorMessage } from '../forms';
import { currentLanguage } from '../i18n/language';
import { useSession } from '../session';
import { PageSection } from '../shell/PageSection';
import { useClientBranding } from '../shell/useClientBranding';
import { contactRecipient, senderEmail } from './contactRecipient';

type Field = 'email' | 'subject' | 'message';

/**
 * Contact Us, the same page in the three areas (/superadmin/contact, /client/contact, /student/contact):
 * open to anyone. A client admin's or student's message goes to their organisation's contact email
 * when it has one; everyone else's to the platform.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const session = useSession();
  const branding = useClientBranding(session?.role === 'superadmin' ? null : (session?.clientId ?? null));
  const recipient = contactRecipient(session?.role ?? null, branding.contactEmail);

  const [values, setValues] = useState<Record<Field, string>>(() => ({
    email: senderEmail(session?.profile),
    subject: '',
    message: '',
  }));
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const [problem, setProblem] = useState<Said | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (body: ContactInput) => sendContactMessage(body),
    onSuccess: (result) => {
      setSent(result.message || CONTACT_MESSAGES.sent);
      setValues((current) => ({ ...current, subject: '', message: '' }));
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => ({ ...current, [field]: false }));
    setSent(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSent(null);
    const parsed = contactSchema.safeParse({ ...values, ...(recipient ? { to_email: recipient } : {}) });
    if (!parsed.success) {
      setInvalid(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true])));
      setProblem(parsed.error.issues[0]?.message ?? CONTACT_MESSAGES.fillAll);
      return;
    }
    setInvalid({});
    // The page's language: the mail's own words are written in it (issue 21).
    send.mutate({ ...parsed.data, language: currentLanguage() });
  };

  const common = (field: Field, label: string) => ({
    label,
    value: values[field],
    ...REQUIRED_INPUT,
    error: invalid[field] ? true : undefined,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  return (
    <PageSection title={msg('Contact Us')} size="sm">
      <Text>
        {recipient
          ? t('Your message goes to your organisation ({{email}}).', { email: recipient })
          : t('Send us a message and we will get back to you by email.')}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t('Contact Us')}>
        <Stack gap="md">
          {problem && (
            <Alert color="red" title={t('Oops!')} role="alert">
              {say(t, problem)}
            </Alert>
          )}
          {sent && (
            <Alert color="green" role="status">
              {t(sent)}
            </Alert>
          )}
          <TextInput {...common('email', t('Email'))} type="email" autoComplete="email" />
          <TextInput {...common('subject', t('Subject', { context: 'mail' }))} autoComplete="off" />
          <Textarea {...common('message', t('Message'))} rows={6} />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('Send')}
          </Button>
        </Stack>
      </form>
    </PageSection>
  );
}
