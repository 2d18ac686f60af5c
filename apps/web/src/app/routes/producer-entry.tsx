import { Navigate } from 'react-router';

/** `/producer` opens the list. */
export function Component() {
  return <Navigate to="/producer/all" replace />;
}
