import { ActionIcon, Alert, Anchor, Center, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@encore/shared/orders/order.schema';
import type { BoxOfficeSession } from '../hooks/use-box-office-session';
import { useBoxOfficeHotkeys } from '../hooks/use-box-office-hotkeys';
import type { SaleSetup, SetupFailure } from '../lib/sale-setup';
import type { ShortcutAction, ShortcutHandlers } from '../lib/shortcuts';
import { EventPicker } from './event-picker';
import { SaleChannel } from './sale-channel';
import { SaleWorkspace } from './sale-workspace';
import { ShortcutsHelp } from './shortcuts-help';

interface BoxOfficeScreenProps {
  session: BoxOfficeSession;
  update: (patch: Partial<BoxOfficeSession>) => void;
  setup: SaleSetup | null;
  /** What failed to load, if anything. */
  setupFailure: SetupFailure | null;
  /** Shown with the sale just validated (the tickets' buttons, composed by the screen's route). */
  orderTools?: (order: Order) => ReactNode;
}

/** The counter: pick an event, then sell it; the shortcuts work everywhere on the screen. */
export function BoxOfficeScreen(props: BoxOfficeScreenProps) {
  const { session, update, setup, setupFailure } = props;
  const { t } = useTranslation('boxOffice');
  const picker = useRef<HTMLInputElement>(null);
  const [help, setHelp] = useState(false);
  // When the seller picks an event (not when a reload restores it), the seat count takes the focus.
  const [pickedAt, setPickedAt] = useState(0);
  // The sale below registers what the shortcuts do while it is shown.
  const handlers = useRef<ShortcutHandlers>({});
  const call = (action: ShortcutAction) => () => handlers.current[action]?.();
  useBoxOfficeHotkeys({
    event: () => picker.current?.focus(),
    help: () => setHelp(true),
    map: call('map'),
    best: call('best'),
    add: call('add'),
    clear: call('clear'),
    cart: call('cart'),
    validate: call('validate'),
  });

  let body: React.ReactNode;
  if (!session.event) body = <Text c="dimmed">{t('picker.first')}</Text>;
  else if (setupFailure)
    body = (
      <Alert color="red" role="alert" data-testid="setup-failure">
        {t(`errors.load.${setupFailure}`)}
      </Alert>
    );
  else if (!setup)
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  else if (!setup.pricing)
    body = (
      <Alert color="orange" role="alert">
        {t('errors.noPricing', { name: setup.event.showName })}{' '}
        <Anchor component={Link} to={`/show/${setup.event.showId}`}>
          {t('errors.openShow')}
        </Anchor>
      </Alert>
    );
  else
    body = (
      <SaleWorkspace
        setup={setup}
        session={session}
        update={update}
        handlers={handlers}
        pickedAt={pickedAt}
        orderTools={props.orderTools}
      />
    );

  // The seat counts ("Places", an area's quantity) take the focus after a pick and a sale, and Mantine's
  // shortcuts ignore fields: there E and Esc still work (a count has no letter to type, nothing to undo).
  const countKeys = (e: React.KeyboardEvent) => {
    const field = e.target;
    if (!(field instanceof HTMLInputElement) || !('countField' in field.dataset)) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'e' || e.key === 'E') {
      e.preventDefault();
      picker.current?.focus();
    } else if (e.key === 'Escape') call('clear')();
  };

  return (
    <Stack gap="md" onKeyDown={countKeys}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Tooltip label={t('shortcuts.open')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('shortcuts.open')}
            onClick={() => setHelp(true)}
          >
            <IconKeyboard size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <EventPicker
          ref={picker}
          value={session.event}
          onChange={(event) => {
            update({ event });
            setPickedAt(Date.now());
          }}
        />
        {setup?.pricing && <SaleChannel channels={setup.channels} session={session} update={update} />}
      </Group>
      {body}
      <ShortcutsHelp opened={help} onClose={() => setHelp(false)} />
    </Stack>
  );
}
