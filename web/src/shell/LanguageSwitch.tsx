import { Button } from '@mantine/core';
import { LANGUAGE_NAMES, type Language, msg } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAccountLanguage } from '../api/account';
import { sessionStore } from '../session';
import { currentLanguage, rememberBrowserLanguage, showLanguage } from '../i18n/language';

/** Keeps the choice on the account too (super admins have no language of their own: the browser keeps it). */
async function keepOnAccount(language: Language) {
  const profile = sessionStore.current()?.profile;
  if (!profile || profile.role === 'superadmin') return;
  try {
    await saveAccountLanguage(language);
    sessionStore.updateProfile((kept) => ({ ...kept, language }));
  } catch {
    const { notifyFailure } = await import('../forms/feedback');
    notifyFailure(msg('Your language could not be saved; this browser remembers it.'));
  }
}

/**
 * The switch in every top bar: with two languages, one button naming the other one in its own script
 * ("தமிழ்" while English shows, "English" while Tamil shows).
 */
export function LanguageSwitch() {
  useTranslation();
  const [busy, setBusy] = useState(false);
  const other: Language = currentLanguage() === 'en' ? 'ta' : 'en';

  const choose = async () => {
    if (busy) return;
    setBusy(true);
    rememberBrowserLanguage(other);
    try {
      await showLanguage(other);
      await keepOnAccount(other);
    } finally {
      setBusy(false);
    }
  };

  // Busy rather than Mantine's `loading`, which disables the button: the focus would drop to the page
  // and a keyboard user would lose their place in the bar.
  return (
    <Button size="compact-sm" variant="white" color="dark" lang={other} aria-busy={busy} onClick={() => void choose()}>
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
