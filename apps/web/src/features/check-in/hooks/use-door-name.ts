import { useState } from 'react';

const key = 'door-name';

/** This device's name at the door ("Door A", "Balcony"), kept on the device and sent with each scan. */
export function useDoorName() {
  const [name, setName] = useState(() => localStorage.getItem(key) ?? '');
  const change = (value: string) => {
    setName(value);
    if (value.trim()) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  };
  return [name, change] as const;
}
