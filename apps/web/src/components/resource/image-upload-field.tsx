import { Avatar, Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptedImageTypes, uploadUrl } from '@encore/shared/uploads/upload.schema';
import { api, apiBaseUrl } from '@/lib/api-client';
import { notify } from '@/lib/notify';

interface ImageUploadFieldProps {
  label: string;
  /** The upload id held by the form, or null. */
  value: string | null | undefined;
  onChange: (id: string | null) => void;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** Picks an image, uploads it (`POST /uploads`) and keeps its id; shows a preview of the upload. */
export function ImageUploadField({ label, value, onChange, error, disabled }: ImageUploadFieldProps) {
  const { t } = useTranslation('catalogue');
  const [uploading, setUploading] = useState(false);
  const id = useId();

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const { data } = await api.post<{ data: { id: string } }>('/uploads', body);
      onChange(data.id);
      notify('success', t('toasts.uploaded'));
    } catch {
      notify('error', t('toasts.notUploaded'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Group mt={4}>
        <Avatar src={value ? uploadUrl(value, 96, apiBaseUrl) : null} size={72} radius="md" alt={label} />
        <Stack gap={4}>
          <FileButton
            onChange={(f) => void upload(f)}
            accept={acceptedImageTypes.join(',')}
            disabled={disabled}
          >
            {(props) => (
              <Button
                {...props}
                id={id}
                variant="light"
                loading={uploading}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
          {value && !disabled && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onChange(null)}
            >
              {t('upload.remove')}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
