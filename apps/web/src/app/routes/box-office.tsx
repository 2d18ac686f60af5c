import { BoxOfficeScreen } from '@/features/box-office/components/box-office-screen';
import { useBoxOfficeSession } from '@/features/box-office/hooks/use-box-office-session';
import { useResumeCart } from '@/features/box-office/hooks/use-resume-cart';
import { Group } from '@mantine/core';
import { ReceiptButton } from '@/features/returns/components/receipt-button';
import { TicketActions } from '@/features/tickets/components/ticket-actions';
import { useSaleSetup } from './box-office-setup';

/** `/box-office`: the counter's sale, its event's catalogue data composed here from the owning features. */
export function Component() {
  const { session, update } = useBoxOfficeSession();
  // An order page's "Resume in the box office" opens /box-office?cart=<id>.
  useResumeCart(update);
  const { setup, failure } = useSaleSetup(session.event);
  return (
    <BoxOfficeScreen
      session={session}
      update={update}
      setup={setup}
      setupFailure={failure}
      orderTools={(order) => (
        <Group gap="xs" wrap="wrap">
          <TicketActions order={order} size="xs" />
          <ReceiptButton order={order} size="xs" />
        </Group>
      )}
    />
  );
}
