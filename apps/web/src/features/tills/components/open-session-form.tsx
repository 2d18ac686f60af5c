import { Button, Card, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DenominationCount } from '@encore/shared/money/money-facts';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useOpenSession, useTills } from '../api/till-queries';
import { DenominationCountInput } from './denomination-count';

/** No session open: choose a free till and count the opening float. */
export function OpenSessionForm() {
  const { t } = useTranslation('till');
  const tills = useTills();
  const open = useOpenSession();
  const [tillId, setTillId] = useState<string | null>(null);
  const [float, setFloat] = useState<DenominationCount>({});
  const options = (tills.data ?? []).map((till) => ({
    value: till.id,
    label: till.openSession
      ? `${till.name} (${t('open.busy', { name: till.openSession.openedByName })})`
      : till.name,
    disabled: Boolean(till.openSession),
  }));
  const submit = async () => {
    if (!tillId) return;
    try {
      await open.mutateAsync({ tillId, body: { openingFloat: float } });
      notify('success', t('open.opened'));
    } catch (error) {
      notify('error', apiErrorMessage(t, error));
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="till-open-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="till-open-title">
            {t('open.title')}
          </Title>
          {tills.data?.length === 0 && <Text c="dimmed">{t('open.noTills')}</Text>}
          <Select
            label={t('open.till')}
            placeholder={t('open.tillPlaceholder')}
            data={options}
            value={tillId}
            onChange={setTillId}
            required
            searchable
            data-autofocus
            data-testid="till-select"
          />
          <DenominationCountInput legend={t('open.float')} value={float} onChange={setFloat} name="float" />
          <Button type="submit" loading={open.isPending} disabled={!tillId} data-testid="till-open">
            {t('open.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
