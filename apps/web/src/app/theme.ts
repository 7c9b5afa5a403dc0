import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: { primary: { main: '#1f3a5f' }, secondary: { main: '#b8860b' }, background: { default: '#f4f6f8' } },
  typography: { fontSize: 13 },
  components: {
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiButton: { defaultProps: { size: 'small' } },
  },
});
