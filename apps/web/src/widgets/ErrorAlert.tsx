import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';

/** A dismissible error alert; lines of the message are kept. Nothing is shown for an empty message. */
export function ErrorAlert({ message, onClose }: { message: string | null | undefined; onClose?: () => void }) {
  return (
    <Collapse in={Boolean(message)} unmountOnExit>
      <Alert severity="error" onClose={onClose} sx={{ whiteSpace: 'pre-line', mb: 1 }} role="alert">
        {message}
      </Alert>
    </Collapse>
  );
}
