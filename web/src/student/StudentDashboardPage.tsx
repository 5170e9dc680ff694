import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { PlaceholderScreen } from '../shell/PlaceholderScreen';

// Stand-in until the student dashboard (assigned tests and warm-ups) is built.
export function StudentDashboardPage() {
  const { t } = useTranslation();
  const profile = useSession()?.profile;
  const name = profile?.role === 'student' ? profile.first_name : '';
  return <PlaceholderScreen title="Student Dashboard" greeting={name ? t('Welcome, {{name}}!', { name }) : undefined} />;
}
