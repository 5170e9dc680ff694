import { AppShell, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './AppFrame.module.css';
import { readableOn } from './colors';
import { isExternal, type NavEntry } from './navigation';

export interface AppFrameProps {
  /** Where the brand (logo or name) links to. */
  homeTo: string;
  brand: ReactNode;
  /** Accessible name of the navigation landmark, e.g. "Super admin". */
  navLabel: string;
  links: readonly NavEntry[];
  colors: { header: string; navbar: string };
  /** Controls beside the links (the landing page's product switch). */
  extra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

const barStyle = (background: string) =>
  ({ '--bar-bg': background, '--bar-fg': readableOn(background) }) as CSSProperties;

function EntryLink({
  entry,
  className,
  onClick,
}: {
  entry: NavEntry;
  className: string | undefined;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  if (isExternal(entry.to)) {
    const web = entry.to.startsWith('http');
    return (
      <a
        className={className}
        href={entry.to}
        onClick={onClick}
        {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {t(entry.label)}
      </a>
    );
  }
  return (
    <NavLink className={className} to={entry.to} onClick={onClick} end>
      {t(entry.label)}
    </NavLink>
  );
}

/** The link bar's height on one line; longer links (in Tamil, a client admin's ten) wrap onto more. */
const LINK_BAR_HEIGHT = 44;

/**
 * The link bar's height as laid out: the header grows with it, so that links that do not fit on one line
 * wrap rather than run past the screen's edge. Hidden (below the breakpoint), it keeps the last height.
 */
function useLinkBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(LINK_BAR_HEIGHT);
  useEffect(() => {
    const observer = new ResizeObserver(([bar]) => bar?.contentRect.height && setHeight(bar.contentRect.height + 8));
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}

/**
 * The frame of every screen: a header bar with the brand, a link bar below it on wide screens,
 * and below the spec's 1000 px a burger that opens the links as a side panel.
 */
export function AppFrame({ homeTo, brand, navLabel, links, colors, extra, footer, children }: AppFrameProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const linkBar = useLinkBarHeight();

  return (
    <AppShell
      header={{ height: { base: 60, md: 60 + linkBar.height } }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { desktop: true, mobile: !opened } }}
      footer={footer ? { height: 36 } : undefined}
      padding={0}
    >
      <AppShell.Header withBorder={false}>
        <a href="#main-content" className={classes.skip}>
          {t('Skip to main content')}
        </a>
        <Group
          h={60}
          px="md"
          justify="space-between"
          wrap="nowrap"
          className={classes.bar}
          style={barStyle(colors.header)}
        >
          <Link to={homeTo} className={classes.brand}>
            {brand}
          </Link>
          <Group gap="sm" wrap="nowrap">
            {extra && <Group visibleFrom="md">{extra}</Group>}
            <LanguageSwitch />
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              color={readableOn(colors.header)}
              aria-label={t('Menu')}
              aria-expanded={opened}
              aria-controls="app-frame-menu"
            />
          </Group>
        </Group>
        <Group
          ref={linkBar.ref}
          component="nav"
          aria-label={t(navLabel)}
          mih={LINK_BAR_HEIGHT}
          px="md"
          py={4}
          gap={4}
          visibleFrom="md"
          className={classes.bar}
          style={barStyle(colors.navbar)}
        >
          {links.map((entry) => (
            <EntryLink key={entry.to} entry={entry} className={classes.link} />
          ))}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="app-frame-menu"
        p="md"
        className={classes.bar}
        style={barStyle(colors.navbar)}
        hiddenFrom="md"
      >
        {opened && (
          <Stack component="nav" aria-label={t(navLabel)} gap={4}>
            {links.map((entry) => (
              <EntryLink key={entry.to} entry={entry} className={classes.verticalLink} onClick={close} />
            ))}
            {extra}
          </Stack>
        )}
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>

      {footer && (
        // The bar's colours inline: AppShell.Footer's own background (the page's white) comes later in the
        // style sheets than the .bar class and won over it, leaving the bar's white text on white.
        <AppShell.Footer
          px="md"
          className={classes.bar}
          style={{ ...barStyle(colors.header), background: 'var(--bar-bg)', color: 'var(--bar-fg)' }}
        >
          <Group h="100%" justify="center">
            {footer}
          </Group>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
