import { JournalScreen } from '@/features/journal/components/journal-screen';

/** `/journal` (Journal): the tamper-evident journal, its last verification, its closings and archives. */
export function Component() {
  return <JournalScreen />;
}
