import { Navigate } from 'react-router';

/** `/room` opens the list. */
export function Component() {
  return <Navigate to="/room/all" replace />;
}
