import type { RaThemeOptions } from 'react-admin';
import { defaultTheme } from 'react-admin';

/** The shop's palette (the spec's primary, secondary and font colours). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#8a5a35', contrastText: '#ffffff' },
    secondary: { main: '#6E6A6A' },
    text: { primary: '#0B0A0A' },
  },
};
