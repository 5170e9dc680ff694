import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../shell/PlaceholderScreen';

// Stand-in until the Manage Teacher Profile screen (teacher list and form) is built.
export function TeacherProfilePage() {
  const { t } = useTranslation();
  return <PlaceholderScreen title="Manage Teacher Profile" greeting={t("Welcome to your school's administration.")} />;
}
