import { Badge, Button, Card, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';
import { notify } from '@/lib/notify';
import { useCreateTill, useTills } from '../api/till-queries';

/** The tills and who holds each open; an administrator adds one by name. */
export function TillsAdmin({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('till');
  const tills = useTills();
  const create = useCreateTill();
  const [name, setName] = useState('');
  const submit = async () => {
    try {
      await create.mutateAsync(name.trim());
      notify('success', t('admin.created'));
      setName('');
    } catch (error) {
      notify('error', apiErrorMessage(t, error));
    }
  };
  return (
    <Card withBorder component="section" aria-labelledby="tills-admin-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="tills-admin-title">
          {t('admin.title')}
        </Title>
        <Table data-testid="tills-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.name')}</Table.Th>
              <Table.Th>{t('admin.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(tills.data ?? []).map((till) => (
              <Table.Tr key={till.id}>
                <Table.Td>{till.name}</Table.Td>
                <Table.Td>
                  {till.openSession ? (
                    <Badge color="blue" variant="light">
                      {t('admin.openBy', { name: till.openSession.openedByName })}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('admin.free')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canCreate && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Group align="flex-end">
              <TextInput
                label={t('admin.name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={60}
                required
                data-testid="till-name"
              />
              <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
                {t('admin.create')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Card>
  );
}
