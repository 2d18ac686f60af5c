import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countTotalCents, euroDenominations, type DenominationCount } from '@encore/shared/money/money-facts';
import { money } from '../lib/format';

interface DenominationCountProps {
  legend: string;
  value: DenominationCount;
  onChange: (value: DenominationCount) => void;
  /** Prefix of the inputs' ids and test ids (`float`, `closing`). */
  name: string;
}

/** One input per note and coin (largest first, Tab moves down the list) and the running total. */
export function DenominationCountInput({ legend, value, onChange, name }: DenominationCountProps) {
  const { t, i18n } = useTranslation('till');
  const total = countTotalCents(value);
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="xs">
        {euroDenominations.map((cents) => {
          const key = String(cents);
          const label = money(cents, i18n.language);
          return (
            <NumberInput
              key={key}
              id={`${name}-${key}`}
              data-testid={`${name}-${key}`}
              label={label}
              aria-label={t('count.denomination', { amount: label })}
              min={0}
              max={100000}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              value={value[key] ?? ''}
              onChange={(n) => {
                const next = { ...value };
                if (typeof n === 'number' && n > 0) next[key] = n;
                else delete next[key];
                onChange(next);
              }}
            />
          );
        })}
      </SimpleGrid>
      <Text mt="sm" fw={600} aria-live="polite" data-testid={`${name}-total`}>
        {t('count.total', { amount: money(total, i18n.language) })}
      </Text>
    </Fieldset>
  );
}
