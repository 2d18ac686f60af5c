import { Navigate } from 'react-router';

/** `/order` opens the list. */
export function Component() {
  return <Navigate to="/order/all" replace />;
}
