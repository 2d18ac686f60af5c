import { DoorScreen } from '@/features/check-in/components/door-screen';

/** `/check-in` (CheckIn): the door. */
export function Component() {
  return <DoorScreen />;
}
