import { Text } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import classes from './AppFrame.module.css';

/**
 * Logo and name in a bar; the name is the link's accessible text, so the logo itself is decorative.
 * A logo that fails to load (moved, or refused by the page's policy) gives way to `fallback`.
 */
export function Brand({ logo, name, fallback }: { logo: string; name: string; fallback?: string }) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    if (fallback && image.getAttribute('src') !== fallback) image.setAttribute('src', fallback);
  };
  return (
    <>
      <img key={logo} src={logo} alt="" className={classes.logo} onError={onError} />
      <Text span fw={700} fz="lg" c="inherit">
        {name}
      </Text>
    </>
  );
}
