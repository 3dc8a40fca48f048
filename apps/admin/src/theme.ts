import { plPL } from '@mui/material/locale';
import type { RaThemeOptions } from 'react-admin';
import { defaultTheme } from 'react-admin';

type Components = NonNullable<RaThemeOptions['components']>;

/** react-admin's component settings with MUI's Polish texts added to their default props. */
function withPolishTexts(components: Components = {}): Components {
  const merged: Record<string, { defaultProps?: object }> = { ...components };
  for (const [name, polish] of Object.entries(plPL.components ?? {}) as [string, { defaultProps?: object }][]) {
    const own = merged[name] ?? {};
    merged[name] = { ...own, defaultProps: { ...own.defaultProps, ...polish.defaultProps } };
  }
  return merged as Components;
}

/**
 * The shop's palette (the spec's primary, secondary and font colours), and
 * MUI's own texts (pagination, autocomplete) in Polish.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  components: withPolishTexts(defaultTheme.components),
  palette: {
    primary: { main: '#8a5a35', contrastText: '#ffffff' },
    secondary: { main: '#6E6A6A' },
    text: { primary: '#0B0A0A' },
  },
};
