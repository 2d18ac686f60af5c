import { Navigate } from 'react-router';

/** `/artist` opens the list. */
export function Component() {
  return <Navigate to="/artist/all" replace />;
}
