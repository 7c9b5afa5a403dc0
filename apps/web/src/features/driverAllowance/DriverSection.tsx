import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

interface Props {
  title: string;
  /** Shown at the right of the heading (the driver's total, a warning). */
  aside?: ReactNode;
  defaultOpen: boolean;
  children: ReactNode;
}

/**
 * A driver's part of a long list, with a heading that opens and closes it (Enter or Space).
 * A month of 300 drivers has tens of thousands of lines: closed parts render nothing.
 */
export function DriverSection({ title, aside, defaultOpen, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 'bold' }}>
        <ButtonBase
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1,
            py: 0.5,
            px: 0.5,
            borderRadius: 1,
            font: 'inherit',
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          <span>{title}</span>
          <Box component="span" sx={{ ml: 'auto', display: 'inline-flex', gap: 2, alignItems: 'center' }}>
            {aside}
          </Box>
        </ButtonBase>
      </Typography>
      {open && children}
    </Box>
  );
}

/** Up to this many lines every driver opens at once; beyond, each opens on demand. */
export const OPEN_ALL_LIMIT = 1500;
