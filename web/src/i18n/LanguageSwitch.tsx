import { LANGUAGE_NAMES, type Language } from '@prep/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../session/sessionStore';
import { currentLanguage, rememberBrowserLanguage, showLanguage } from './language';
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
    notifyFailure('Your language could not be saved; this browser remembers it.');
  }
}

/**
 * The switch in every top bar: with two languages, one button naming the other one in its own script
 * ("தமிழ்" while English shows, "English" while Tamil shows). A plain button, not Mantine's: it is on
 * every first load, and Mantine's Button (with its Loader) is not otherwise on the landing page's.
 */
export function LanguageSwitch() {
  useTranslation();
  const [loading, setLoading] = useState(false);
  const other: Language = currentLanguage() === 'en' ? 'ta' : 'en';

  const choose = async () => {
    setLoading(true);
    rememberBrowserLanguage(other);
    try {
      await showLanguage(other);
      await keepOnAccount(other);
    } finally {
      setLoading(false);
    }
  };

  return (
    <button
      type="button"
      className={classes.switch}
      lang={other}
      aria-busy={loading}
      disabled={loading}
      onClick={() => void choose()}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
