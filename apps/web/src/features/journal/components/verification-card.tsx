import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '@/components/common/tone-badge';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useLastVerification } from '../api/get-last-verification';
import { useVerifyJournal } from '../api/verify-journal';
import { dateTime } from '../lib/format';

/** The last verification (when, its result, the first broken sequence and why) and "Verify now". */
export function VerificationCard() {
  const { t, i18n } = useTranslation('journal');
  const last = useLastVerification();
  const verify = useVerifyJournal();
  const run = async () => {
    try {
      const result = await verify.mutateAsync();
      if (result.ok) notify('success', t('verification.done', { count: result.entries }));
      else
        notify(
          'error',
          t('verification.broken', {
            sequence: result.firstBrokenSequence,
            reason: t(`verification.reasons.${result.reason ?? 'changed'}`),
          }),
        );
    } catch (error) {
      notify('error', apiErrorMessage(t, error));
    }
  };
  const data = last.data;
  return (
    <Card withBorder component="section" aria-labelledby="journal-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="journal-verification-title">
          {t('verification.title')}
        </Title>
        {last.isError && (
          <Alert color="red" role="alert">
            {t('errors:fetchFailed')}
          </Alert>
        )}
        <div aria-live="polite" data-testid="journal-last-verification">
          {data === null && <Text>{t('verification.never')}</Text>}
          {data && (
            <Stack gap={4}>
              <Group gap="xs">
                <ToneBadge tone={data.ok ? 'green' : 'red'} size="lg">
                  {data.ok ? t('verification.ok') : t('verification.failed')}
                </ToneBadge>
                <Text size="sm">{t('verification.when', { at: dateTime(data.at, i18n.language) })}</Text>
              </Group>
              <Text size="sm">
                {t('verification.entries', { count: data.entries, sequence: data.sequence })}
              </Text>
              {!data.ok && (
                <Text size="sm" fw={600} c="red.8" data-testid="journal-first-broken">
                  {t('verification.firstBroken', {
                    sequence: data.firstBrokenSequence,
                    reason: t(`verification.reasons.${data.reason ?? 'changed'}`),
                  })}
                </Text>
              )}
            </Stack>
          )}
        </div>
        {verify.isPending && (
          <Progress
            value={100}
            animated
            striped
            aria-label={t('verification.running')}
            aria-valuetext={t('verification.running')}
          />
        )}
        <Group>
          <Button
            leftSection={<IconShieldCheck size={18} aria-hidden />}
            loading={verify.isPending}
            onClick={() => void run()}
          >
            {t('verification.verifyNow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
