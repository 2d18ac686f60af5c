import { Navigate } from 'react-router';

/** `/user` opens the list. */
export function Component() {
  return <Navigate to="/user/all" replace />;
}
