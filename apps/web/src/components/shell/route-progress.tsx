import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { nprogress } from '@mantine/nprogress';

/** The thin top bar (no spinner): starts when a route change begins, completes once it is rendered. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { key } = useLocation();
  useEffect(() => {
    if (navigation.state !== 'idle') nprogress.start();
  }, [navigation.state]);
  useEffect(() => {
    nprogress.complete();
  }, [key]);
  return null;
}
