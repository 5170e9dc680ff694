/**
 * An Alert's title in the body text colour: Mantine draws it in the alert's colour (green-9 on the light
 * green background is 3.8:1, under the 4.5:1 WCAG asks).
 */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
