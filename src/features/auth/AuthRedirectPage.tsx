// /auth-redirect 授权回跳: stores the address query string in localStorage for the opener window, then closes this window.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Center, Text } from '@mantine/core';

/** The localStorage key the opener reads (kept from the admin starter this product grew from). */
export const AUTH_REDIRECT_STORAGE_KEY = 'x-admin-oauth-code';

export default function AuthRedirectPage() {
  const { search } = useLocation();
  useEffect(() => {
    try {
      window.localStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, search.slice(1));
    } catch {
      // Without storage there is nothing to hand over; still close.
    }
    window.close();
  }, [search]);
  return (
    <Center mih="100vh">
      <Text c="dimmed">正在跳转…</Text>
    </Center>
  );
}
