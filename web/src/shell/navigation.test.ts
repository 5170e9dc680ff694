import { describe, expect, it } from 'vitest';
import { CLIENT_NAV } from '../client/navLinks';
import { contrastRatio, readableOn } from './colors';
import { visibleLinks } from './navigation';
import { logoUrl } from './useClientBranding';

describe('area navigation', () => {
  it('shows an area link only when its screen is registered', () => {
    const page = async () => () => null;
    const links = visibleLinks(CLIENT_NAV, '/client', [
      { path: 'teachers', page },
      { path: 'contact', page },
    ]);
    expect(links.map((l) => l.label)).toEqual(['Teacher Profile', 'About', 'Contact', 'Logout']);
  });
});

describe('client branding', () => {
  it('keeps text readable on any bar colour', () => {
    for (const background of ['#e8590c', '#1c3f94', '#ffff00', '#2b5cd6', '#777777']) {
      expect(contrastRatio(background, readableOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses absolute logo URLs as they are and relative ones from this host', () => {
    expect(logoUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(logoUrl('media/logos/1.png')).toBe('/media/logos/1.png');
    expect(logoUrl('')).toBe('/default-logo.svg');
    expect(logoUrl(null)).toBe('/default-logo.svg');
  });
});
