import { Navigate } from 'react-router';

/** `/settings/show-category` opens the list. */
export function Component() {
  return <Navigate to="/settings/show-category/all" replace />;
}
