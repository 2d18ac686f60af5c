import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tillMovementKinds, type TillMovementKind } from '@encore/shared/money/money-facts';
import type { TillSession } from '@encore/shared/tills/till.schema';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useMovement } from '../api/till-queries';
import { dateTime, money } from '../lib/format';

/** A drop, pay-in or pay-out with its reason, and the session's movements so far. */
export function MovementForm({ session }: { session: TillSession }) {
  const { t, i18n } = useTranslation('till');
  const move = useMovement();
  const [kind, setKind] = useState<TillMovementKind>('drop');
  const [euros, setEuros] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const amountCents = typeof euros === 'number' ? Math.round(euros * 100) : 0;
  const submit = async () => {
    try {
      await move.mutateAsync({ sessionId: session.id, body: { kind, amountCents, reason } });
      notify('success', t('movement.done'));
      setEuros('');
      setReason('');
    } catch (error) {
      notify('error', apiErrorMessage(t, error));
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="till-movement-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="till-movement-title">
          {t('movement.title')}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('movement.kind')}
              value={kind}
              onChange={(v) => setKind(v as TillMovementKind)}
              data={tillMovementKinds.map((k) => ({ value: k, label: t(`movement.kinds.${k}`) }))}
            />
            <Group grow align="flex-end">
              <NumberInput
                label={t('movement.amount')}
                value={euros}
                onChange={setEuros}
                min={0.01}
                decimalScale={2}
                decimalSeparator={i18n.language.startsWith('fr') ? ',' : '.'}
                hideControls
                required
                data-testid="movement-amount"
              />
              <TextInput
                label={t('movement.reason')}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                maxLength={200}
                required
                data-testid="movement-reason"
              />
            </Group>
            <Button type="submit" loading={move.isPending} disabled={amountCents <= 0 || !reason.trim()}>
              {t('movement.submit')}
            </Button>
          </Stack>
        </form>
        <Title order={3} size="h5">
          {t('movement.history')}
        </Title>
        {session.movements.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('movement.none')}
          </Text>
        ) : (
          <Table data-testid="movements">
            <Table.Tbody>
              {session.movements.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{dateTime(m.at, i18n.language)}</Table.Td>
                  <Table.Td>{t(`movement.kinds.${m.kind}`)}</Table.Td>
                  <Table.Td>{m.reason}</Table.Td>
                  <Table.Td ta="right">{money(m.amountCents, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
