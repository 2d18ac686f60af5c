import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The code typed by hand (any case, with or without dashes), or by a hand scanner while this box has the
 * focus: Enter checks it and empties the box for the next one.
 */
export const CodeEntry = forwardRef<HTMLInputElement, { onScan: (code: string) => void }>(function CodeEntry(
  { onScan },
  ref,
) {
  const { t } = useTranslation('checkIn');
  const [code, setCode] = useState('');
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      wrap="nowrap"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        onScan(code);
        setCode('');
      }}
    >
      <TextInput
        ref={ref}
        label={t('entry.label')}
        description={t('entry.help')}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        style={{ flex: 1 }}
        data-testid="door-code"
      />
      <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
        {t('entry.check')}
      </Button>
    </Group>
  );
});
