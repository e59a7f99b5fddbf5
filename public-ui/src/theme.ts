import { createTheme } from '@mui/material/styles';

/** Utsav's look: a warm festival red on clean white, deep ink for the dark header and footer. */
export const theme = createTheme({
  palette: {
    // shades chosen for WCAG AA: white text on primary and success, and these colours as text on white, reach 4.5:1
    primary: { main: '#d32a3b', dark: '#b71c2c', contrastText: '#fff' },
    secondary: { main: '#1c1b2e', contrastText: '#fff' },
    background: { default: '#f6f6f9', paper: '#ffffff' },
    text: { primary: '#1c1b2e', secondary: '#5d5d73' },
    success: { main: '#177d48', contrastText: '#fff' },
    warning: { main: '#e8a317', dark: '#8a5a00' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 800 },
    h4: { fontWeight: 800, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Safari still reads user-select only with its prefix (emotion adds none: root.tsx)
    MuiButtonBase: { styleOverrides: { root: { WebkitUserSelect: 'none' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 10 } } },
    MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { border: '1px solid #ececf2' } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTextField: { defaultProps: { size: 'medium' } },
    // h5/h6/subtitle are looks (prices, card titles, the brand), not outline levels: a heading says so
    // with `component`, so each page keeps one h1 and headings in order
    MuiTypography: { defaultProps: { variantMapping: { h5: 'p', h6: 'p', subtitle1: 'p', subtitle2: 'p' } } },
  },
});
