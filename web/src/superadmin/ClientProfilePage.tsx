import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../shell/PlaceholderScreen';

// Stand-in until the Client Profile screen (client list and form) is built.
export function ClientProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title="Client Profile" greeting={t('Welcome, Super Admin.')} />;
}
