import { Navigate } from 'react-router';

/** `/pricing` opens the list. */
export function Component() {
  return <Navigate to="/pricing/all" replace />;
}
