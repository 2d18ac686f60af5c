import { Avatar, Box, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PictureKind } from '@encore/shared/account/account.schema';
import { acceptedImageTypes, uploadUrl } from '@encore/shared/uploads/upload.schema';
import type { User } from '@encore/shared/users/user.schema';
import { apiBaseUrl } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUploadAccountPicture } from '../api/upload-account-picture';
import classes from './account-pictures.module.css';

/** The cover as a banner with the profile picture over it; each replaced by picking a file. */
export function AccountPictures({ user, name }: { user: User; name: string }) {
  const { t } = useTranslation('account');
  const upload = useUploadAccountPicture();

  async function send(kind: PictureKind, file: File | null) {
    if (!file) return;
    try {
      await upload.mutateAsync({ kind, file });
      notify('success', t('catalogue:toasts.uploaded'));
    } catch {
      notify('error', t('catalogue:toasts.notUploaded'));
    }
  }

  const pending = (kind: PictureKind) => upload.isPending && upload.variables.kind === kind;
  const picker = (kind: PictureKind, label: string, icon: React.ReactNode) => (
    <FileButton onChange={(f) => void send(kind, f)} accept={acceptedImageTypes.join(',')}>
      {(props) => (
        <Button {...props} variant="default" size="xs" leftSection={icon} loading={pending(kind)}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Paper withBorder radius="md" className={classes.card}>
      <Box
        className={classes.cover}
        role="img"
        aria-label={t('pictures.cover')}
        style={
          user.coverPicture
            ? { backgroundImage: `url(${uploadUrl(user.coverPicture, 1024, apiBaseUrl)})` }
            : undefined
        }
      />
      <Group className={classes.body} align="flex-end" justify="space-between" wrap="wrap" gap="md">
        <Group align="flex-end" gap="md" wrap="nowrap">
          <Avatar
            className={classes.avatar}
            src={user.profilePicture ? uploadUrl(user.profilePicture, 320, apiBaseUrl) : null}
            alt={t('pictures.profile')}
            name={name}
            size={96}
            radius={96}
            color="violet"
            variant="filled"
          />
          <Stack gap={0} pb={4}>
            <Text fw={600} size="lg">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" pb={4}>
          {picker('profile', t('pictures.changeProfile'), <IconCamera size={16} aria-hidden />)}
          {picker('cover', t('pictures.changeCover'), <IconPhotoUp size={16} aria-hidden />)}
        </Group>
      </Group>
    </Paper>
  );
}
