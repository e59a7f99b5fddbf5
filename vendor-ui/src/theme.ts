import { createTheme } from '@mui/material/styles';

/** Utsav's brand: a festive magenta with a saffron accent on calm neutrals. */
export const theme = createTheme({
  palette: {
    primary: { main: '#c2185b', dark: '#8e0e42', light: '#f06292', contrastText: '#fff' },
    secondary: { main: '#f59e0b', contrastText: '#1f1300' },
    // MUI's default warning orange and info blue fail 4.5:1 under white chip text; these darker shades pass
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    background: { default: '#f6f5f8', paper: '#ffffff' },
    text: { primary: '#1d1b26', secondary: '#5f5b6d' },
    divider: '#e7e4ec',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700, letterSpacing: '-0.02em' },
    h5: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { outlined: { borderColor: '#e7e4ec' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#5f5b6d', backgroundColor: '#faf9fb' } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
