import { useQuery } from '@tanstack/react-query';
import type { ClientBranding as ClientTheme } from '@prep/domain';
import { clientKeys, getClientBranding } from '../api/clients';
import { DEFAULT_COLORS, validColor, type BarColors } from './colors';

export const DEFAULT_LOGO = '/default-logo.svg';

export interface ClientBranding {
  name: string | null;
  logo: string;
  colors: BarColors;
  assignTestForClass: boolean;
  contactEmail: string | null;
}

export const DEFAULT_BRANDING: ClientBranding = {
  name: null,
  logo: DEFAULT_LOGO,
  colors: DEFAULT_COLORS,
  assignTestForClass: false,
  contactEmail: null,
};

/** The spec's rule: an absolute URL as is, a relative path from this host, else the default image. */
export function logoUrl(logo: unknown): string {
  if (typeof logo !== 'string' || !logo.trim()) return DEFAULT_LOGO;
  const value = logo.trim();
  if (/^(https?:)?\/\//.test(value) || value.startsWith('data:') || value.startsWith('blob:')) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

/** What the bars use of GET /api/client/{id}/ (a client admin reads the whole record, a student its theme). */
export function brandingOf(record: ClientTheme): ClientBranding {
  return {
    name: typeof record.ClientName === 'string' && record.ClientName ? record.ClientName : null,
    logo: logoUrl(record.logo),
    colors: {
      header: validColor(record.header_color, DEFAULT_COLORS.header),
      navbar: validColor(record.navbar_color, DEFAULT_COLORS.navbar),
      button: validColor(record.button_color, DEFAULT_COLORS.button),
      textbox: validColor(record.textbox_color, DEFAULT_COLORS.textbox),
    },
    assignTestForClass: record.assign_test_for_class === true,
    contactEmail: typeof record.contact_url === 'string' && record.contact_url ? record.contact_url : null,
  };
}

/**
 * A client's logo, colours and feature switches. Any failure (no such endpoint yet, no access)
 * leaves the platform's defaults, so the areas never depend on it to render.
 */
export function useClientBranding(clientId: number | null): ClientBranding {
  const { data } = useQuery({
    queryKey: clientKeys.branding(clientId),
    queryFn: async () => brandingOf(await getClientBranding(clientId ?? 0)),
    enabled: clientId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
  return data ?? DEFAULT_BRANDING;
}
