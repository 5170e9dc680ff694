import { LANGUAGE_NAMES, type Language, msg } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, rememberBrowserLanguage, showLanguage } from '../i18n/language';
import { sessionStore } from '../session/sessionStore';
import classes from './LanguageSwitch.module.css';

/** Keeps the choice on the account too (super admins have no language of their own: the browser keeps it). */
async function keepOnAccount(language: Language) {
  const profile = sessionStore.current()?.profile;
  if (!profile || profile.role === 'superadmin') return;
  try {
    // The API client is not part of the public pages' first load: fetched when a signed-in person switches.
    const { saveAccountLanguage } = await import('../api/account');
    await saveAccountLanguage(language);
    sessionStore.updateProfile((kept) => ({ ...kept, language }));
  } catch {
    const { notifyFailure } = await import('../forms/feedback');
    notifyFailure(msg('Your language could not be saved; this browser remembers it.'));
  }
}

/**
 * The switch in every top bar: with two languages, one button naming the other one in its own script
 * ("தமிழ்" while English shows, "English" while Tamil shows). A plain button, not Mantine's: it is on
 * every first load, and Mantine's Button (with its Loader) is not otherwise on the landing page's.
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

  // Busy, never disabled: a disabled button loses the focus to the page, and a keyboard user who pressed
  // Enter would lose their place in the bar.
  return (
    <button type="button" className={classes.switch} lang={other} aria-busy={busy} onClick={() => void choose()}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
