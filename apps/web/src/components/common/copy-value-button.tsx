import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** SPEC section 9: the copy feedback lasts 1500 ms. */
export const COPY_FEEDBACK_MS = 1500;

/**
 * The one copy button, beside what people copy (e-mails, SIRET numbers, ids, order numbers, ticket
 * codes): copies `value`, then says so for 1500 ms. `label` names what is copied for screen readers.
 */
export function CopyValueButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={COPY_FEEDBACK_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('copy.done') : t('copy.action')} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            onClick={copy}
            aria-label={copied ? t('copy.done') : t('copy.named', { name: label ?? value })}
          >
            {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
