import { resourceScreens } from '@/components/resource/resource-screens';
import { producers } from '@/features/producers/api/producer-queries';
import { ProducerForm } from '@/features/producers/components/producer-form';
import { ProducersTable } from '@/features/producers/components/producers-table';

/** The producers' list, add and detail screens, built from the shared declaration. */
export const screens = resourceScreens({ queries: producers, Form: ProducerForm, Table: ProducersTable });
