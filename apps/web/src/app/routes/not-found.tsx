import { NotFoundState } from '@/components/pages/not-found-state';

export function Component() {
  return <NotFoundState />;
}
