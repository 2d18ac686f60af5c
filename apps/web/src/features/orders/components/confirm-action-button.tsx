import { Box, Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmActionButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string;
  /** The button's accessible name when its label alone is ambiguous ("Cancel" on each row). */
  ariaLabel?: string;
  icon?: ReactNode;
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
  /** Resolves when done (the caller says what happened); the dialog closes either way. */
  onConfirm: () => Promise<void>;
  testId?: string;
  /** On phones only the icon shows (the accessible name stays): a table row has no room for the text. */
  iconOnlyOnPhones?: boolean;
  /** More fields of the dialog, under its text (a cancellation's refund). */
  children?: ReactNode;
  /** Called when the dialog opens (to start its fields afresh). */
  onOpen?: () => void;
  /** The confirmation waits (a field is not right yet). */
  confirmDisabled?: boolean;
}

/** An order action behind a confirmation that says what it does; "Keep" leaves everything as it was. */
export function ConfirmActionButton(props: ConfirmActionButtonProps) {
  const {
    label,
    ariaLabel,
    icon,
    title,
    body,
    confirmLabel,
    danger,
    onConfirm,
    testId,
    iconOnlyOnPhones,
    children,
    onOpen,
    confirmDisabled,
    ...button
  } = props;
  const { t } = useTranslation('orders');
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      close();
    }
  };
  return (
    <>
      <Button
        leftSection={icon}
        aria-label={ariaLabel ?? (iconOnlyOnPhones ? label : undefined)}
        onClick={() => {
          onOpen?.();
          open();
        }}
        data-testid={testId}
        {...(iconOnlyOnPhones && { px: 10, styles: { section: { marginInlineEnd: 0 } } })}
        {...button}
      >
        {iconOnlyOnPhones ? (
          <Box component="span" visibleFrom="sm" ms={6}>
            {label}
          </Box>
        ) : (
          label
        )}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text>{body}</Text>
        {children}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('actions.keep')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={pending}
            disabled={confirmDisabled}
            onClick={() => void confirm()}
            data-testid={testId ? `${testId}-confirm` : undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
