import { Box, Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roleNames } from '@encore/shared/auth/permissions';
import type { User } from '@encore/shared/users/user.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import { translateErrors } from '@/lib/form/zod-form';
import { useUpdateUser } from '../api/update-user';
import { fullName } from '../lib/full-name';
import { linkErrors, linksOf } from '../lib/user-values';
import { linkOfRole, UserLinkField } from './user-link-field';

interface ActivateValues extends Record<string, unknown> {
  role: string;
  producerId: string | null;
  artistId: string | null;
}

/**
 * The quick activation of a signed-up account from the users list (product.md: sign-up creates a
 * deactivated account without a role): pick its role, and its producer or artist when the role needs one.
 */
export function ActivateUserButton({
  user,
  canGrantSuperAdmin,
}: {
  user: User;
  canGrantSuperAdmin: boolean;
}) {
  const { t } = useTranslation('users');
  const [opened, { open, close }] = useDisclosure(false);
  const name = fullName(user);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        className="row-action"
        aria-label={t('activate.named', { name })}
        onClick={open}
      >
        {/* On a phone the icon alone, like the row's edit action: the row keeps its actions in sight. */}
        <Box component="span" visibleFrom="sm">
          {t('activate.action')}
        </Box>
      </Button>
      <Modal opened={opened} onClose={close} title={t('activate.title', { name })}>
        <ActivateForm user={user} canGrantSuperAdmin={canGrantSuperAdmin} onDone={close} />
      </Modal>
    </>
  );
}

function ActivateForm(props: { user: User; canGrantSuperAdmin: boolean; onDone: () => void }) {
  const { user, canGrantSuperAdmin, onDone } = props;
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const form = useForm<ActivateValues>({
    initialValues: {
      role: user.role?.name ?? '',
      producerId: user.producerId,
      artistId: user.artistId,
    },
    validate: (values) =>
      translateErrors(t, { ...(values.role ? {} : { role: 'common.required' }), ...linkErrors(values) }),
  });
  const link = linkOfRole(form.values.role);
  const linkKey = link === 'producer' ? 'producerId' : 'artistId';
  return (
    <ResourceForm
      bare
      form={form}
      fields={['role', 'producerId', 'artistId']}
      submitLabel={t('activate.action')}
      loading={update.isPending}
      onCancel={onDone}
      onSubmit={async (values) => {
        await update.mutateAsync({ activated: true, role: values.role as never, ...linksOf(values) });
        onDone();
      }}
    >
      <Stack>
        <Text size="sm">{t('activate.body')}</Text>
        <NativeSelect
          label={t('fields.role')}
          required
          data={[
            { value: '', label: t('activate.pickRole') },
            ...roleNames
              .filter((r) => r !== 'SUPER_ADMIN' || canGrantSuperAdmin)
              .map((r) => ({ value: r, label: t(`common:roles.${r}`) })),
          ]}
          {...form.getInputProps('role')}
        />
        {link && (
          <UserLinkField
            kind={link}
            value={form.values[linkKey]}
            onChange={(id) => form.setFieldValue(linkKey, id)}
            error={form.errors[linkKey] as string | undefined}
          />
        )}
      </Stack>
    </ResourceForm>
  );
}
