import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Utsav's back office theme: saffron brand colour on warm paper, indigo for the chrome. */
export const BRAND = '#c2410c';
export const INK = '#1e1b4b';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND, contrastText: '#fff' },
    secondary: { main: INK, contrastText: '#fff' },
    background: { default: '#f6f4f1', paper: '#ffffff' },
    // secondary text at 7:1 on the paper background (#6b7280 was 4.4:1, under WCAG AA)
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 248, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { root: { backgroundColor: INK, backgroundImage: 'none' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } }, defaultProps: { elevation: 0 } },
    MuiCard: { styleOverrides: { root: { border: '1px solid #ece7e1' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700, color: '#4b5563', backgroundColor: '#faf8f6' } } },
    MuiCardHeader: { styleOverrides: { title: { fontSize: '1.05rem', fontWeight: 700 }, root: { paddingBottom: 0 } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiSelect: { defaultProps: { size: 'small' } },
  },
};
