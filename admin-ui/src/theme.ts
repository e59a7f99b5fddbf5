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
    // MUI's warning orange (#ed6c02) is 3.1:1 on white; the 'Pending' badges' text needs 4.5:1
    warning: { main: '#b45309', contrastText: '#fff' },
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
    // react-admin's grey form toolbar put the brand-coloured buttons at 3.9:1; this warm white keeps 4.9:1
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#faf8f6', borderTop: '1px solid #ece7e1' } } },
    // react-admin's own spinners (inputs loading their choices, the save button) carry no name
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiCheckbox: {
      defaultProps: {
        // react-admin's row checkbox sets aria-label on the checkbox's <span> (not allowed there) and leaves
        // the <input> unnamed; the name moves to the input
        slotProps: {
          root: ({ 'aria-label': label }: { 'aria-label'?: string }) => (label ? { 'aria-label': undefined } : {}),
          input: ({ 'aria-label': label }: { 'aria-label'?: string }) => (label ? { 'aria-label': label } : {}),
        },
      },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiSelect: { defaultProps: { size: 'small' } },
  },
};
