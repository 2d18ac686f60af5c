import {
  Button,
  Card,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countTotalCents, type DenominationCount } from '@encore/shared/money/money-facts';
import type { TillSession } from '@encore/shared/tills/till.schema';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useCloseSession } from '../api/till-queries';
import { money } from '../lib/format';
import { DenominationCountInput } from './denomination-count';

const others = ['card', 'cheque', 'transfer', 'voucher'] as const;

/** The closing count: cash by denomination, the other methods' totals; confirmed, then closed for good. */
export function CloseSessionForm({
  session,
  onClosed,
}: {
  session: TillSession;
  onClosed: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('till');
  const close = useCloseSession();
  const [cash, setCash] = useState<DenominationCount>({});
  const [other, setOther] = useState<Record<(typeof others)[number], number | string>>({
    card: '',
    cheque: '',
    transfer: '',
    voucher: '',
  });
  const cents = (v: number | string) => (typeof v === 'number' ? Math.round(v * 100) : 0);
  const submit = async () => {
    try {
      await close.mutateAsync({
        sessionId: session.id,
        body: { cash, other: Object.fromEntries(others.map((m) => [m, cents(other[m])])) },
      });
      notify('success', t('close.closed'));
      onClosed(session.id);
    } catch (error) {
      notify('error', apiErrorMessage(t, error));
    }
  };
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder component="section" aria-labelledby="till-close-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="till-close-title">
            {t('close.title')}
          </Title>
          <DenominationCountInput legend={t('close.cash')} value={cash} onChange={setCash} name="closing" />
          <Fieldset legend={t('close.other')}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
              {others.map((method) => (
                <NumberInput
                  key={method}
                  label={t(`methods.${method}`)}
                  value={other[method]}
                  onChange={(v) => setOther((o) => ({ ...o, [method]: v }))}
                  min={0}
                  decimalScale={2}
                  decimalSeparator={i18n.language.startsWith('fr') ? ',' : '.'}
                  hideControls
                  data-testid={`closing-${method}`}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Button type="submit" color="red.9" loading={close.isPending} data-testid="till-close">
            {t('close.submit')}
          </Button>
        </Stack>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('close.title')} centered>
        <Text>{t('close.confirm', { amount: money(countTotalCents(cash), i18n.language) })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('close.keepOpen')}
          </Button>
          <Button
            color="red.9"
            loading={close.isPending}
            data-testid="till-close-confirm"
            onClick={() => {
              setConfirming(false);
              void submit();
            }}
          >
            {t('close.submit')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
