import { Fieldset, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { roomCreateSchema, type Room, type RoomCreateInput } from '@encore/shared/rooms/room.schema';
import { ResourceForm } from '@/components/resource/resource-form';
import { zodValidate } from '@/lib/form/zod-form';
import { GaAreasField, newGaArea } from './ga-areas-field';
import { addressKeys, type AddressKey, type RoomFormValues } from './room-form-values';

interface RoomFormProps {
  room?: Room;
  onSubmit: (values: RoomCreateInput) => Promise<unknown>;
  onCancel: () => void;
  loading?: boolean;
  readOnly?: boolean;
}

/** What the API takes: capacities are numbers once validated (a placed room's areas stand beside its seats). */
const toInput = (v: RoomFormValues): RoomCreateInput => ({
  ...v,
  gaAreas: v.gaAreas.map((a) => ({ ...a, capacity: Number(a.capacity) })),
});

/**
 * Create and edit a room: name, kind, address, and its general-admission areas (all of an unplaced room;
 * optional standing areas beside a placed room's seats, such as an arena's pit).
 */
export function RoomForm({ room, onSubmit, onCancel, loading, readOnly }: RoomFormProps) {
  const { t } = useTranslation('rooms');
  const address = Object.fromEntries(addressKeys.map((k) => [k, room?.address[k] ?? ''])) as Record<
    AddressKey,
    string
  >;
  const form = useForm<RoomFormValues>({
    initialValues: {
      name: room?.name ?? '',
      kind: room?.kind ?? 'placed',
      address,
      gaAreas: room?.gaAreas ?? [],
    },
    validate: zodValidate(roomCreateSchema, t),
  });
  const gaFields = form.getValues().gaAreas.flatMap((_, i) => [`gaAreas.${i}.name`, `gaAreas.${i}.capacity`]);
  const kindProps = form.getInputProps('kind');
  // An unplaced room needs an area: switching to it offers the first one to fill in.
  const onKindChange = (kind: string) => {
    kindProps.onChange(kind);
    const areas = form.getValues().gaAreas;
    if (kind === 'unplaced' && !areas.length) form.insertListItem('gaAreas', newGaArea(areas));
  };
  return (
    <ResourceForm
      form={form}
      onSubmit={(values) => onSubmit(toInput(values))}
      onCancel={onCancel}
      fields={['name', 'kind', 'gaAreas', ...gaFields, ...addressKeys.map((k) => `address.${k}`)]}
      fieldOfCode={{ E00006: 'name' }}
      loading={loading}
      readOnly={readOnly}
    >
      <TextInput label={t('fields.name')} required readOnly={readOnly} {...form.getInputProps('name')} />
      <Radio.Group label={t('fields.kind')} readOnly={readOnly} {...kindProps} onChange={onKindChange}>
        <Group mt={6} gap="lg">
          <Radio value="placed" label={t('kind.placedLong')} />
          <Radio value="unplaced" label={t('kind.unplacedLong')} />
        </Group>
      </Radio.Group>
      <GaAreasField form={form} readOnly={readOnly} standing={form.getValues().kind === 'placed'} />
      <Fieldset legend={t('fields.address')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {addressKeys.map((k) => (
            <TextInput
              key={k}
              label={t(`catalogue:address.${k}`)}
              readOnly={readOnly}
              {...form.getInputProps(`address.${k}`)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </ResourceForm>
  );
}
