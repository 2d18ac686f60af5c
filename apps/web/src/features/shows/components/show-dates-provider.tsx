import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Calendars in the user's language: French weeks start on Monday, American ones on Sunday. The app's
 * providers do not load the dates package, so the show screens (its only users) bring it with them.
 */
export function ShowDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    // No red weekends: show business plays on weekends, and red on the calendar fails AA contrast.
    <DatesProvider
      settings={{ locale: english ? 'en' : 'fr', firstDayOfWeek: english ? 0 : 1, weekendDays: [] }}
    >
      {children}
    </DatesProvider>
  );
}
