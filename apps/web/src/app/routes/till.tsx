import { TillScreen } from '@/features/tills/components/till-screen';

/** `/till` (TillSession): the seller's till session, its closing and Z report. */
export function Component() {
  return <TillScreen />;
}
