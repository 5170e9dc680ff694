import { Badge, createTheme, em, type CSSVariablesResolver } from '@mantine/core';
import { MOBILE_BREAKPOINT_PX } from '@prep/domain';

/**
 * Mantine's defaults put white text on mid shades and grey-6 for dimmed text, both under the 4.5:1
 * contrast WCAG asks of normal text; these settings keep every default pairing readable.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 9,
  autoContrast: true,
  // Between the luminance at which white text stops passing (0.183) and black text starts (0.175).
  luminanceThreshold: 0.18,
  // `md` is the spec's 1000 px switch to the compact layout, so hiddenFrom/visibleFrom="md" follow it.
  breakpoints: { xs: '36em', sm: '48em', md: em(MOBILE_BREAKPOINT_PX), lg: '75em', xl: '88em' },
  // Users who ask their system for less motion get no transitions.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
  components: {
    // A dialog's <header> sits in a <section role="dialog">, which does not scope it the way a plain
    // <section> does: it becomes a second banner landmark beside the app's bar (axe:
    // landmark-no-duplicate-banner). Its title already names the dialog, so the header needs no role.
    // A plain object, not Modal.extend: importing Modal here would put it in every first load.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // Badges show statuses ("Waiting for release"): Mantine cuts a label wider than its column with '…';
    // ours wrap instead, the badge growing to hold them.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', whiteSpace: 'normal' },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
      },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  dark: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((name) => [
        [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-9)`],
        [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-9)`],
      ]),
    ),
  },
});
