import { Text } from '@mantine/core';
import classes from './AppFrame.module.css';

/** Logo and name in a bar; the name is the link's accessible text, so the logo itself is decorative. */
export function Brand({ logo, name }: { logo: string; name: string }) {
  return (
    <>
      <img src={logo} alt="" className={classes.logo} />
      <Text span fw={700} fz="lg" c="inherit">
        {name}
      </Text>
    </>
  );
}
